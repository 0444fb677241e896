// Before anything lazy: a chunk of this shell that fails to load (a new build replaced it)
// reloads the page once.
import { afterFirstPaint } from './app/after-first-paint.js';
import { showBootFailure } from './app/boot-failure.js';
import { fetchRuntimeEnv } from './app/env.js';
import { loadReactDomClient } from './app/react-dom-client.js';
import { installChunkReload } from './version/chunk-reload.js';
// React itself (~3 KB gzip) is main.js': both of main.js' imports use it, and in a chunk they
// share, the one arriving last would run both of them in its task (react-dom-client.ts).
import 'react';

installChunkReload();

const container = document.getElementById('root') ?? document.body;

// main.js stays small (the chunk-reload guard, env.json, the boot-failure page): the shell's code
// is its one dynamic import (with react-dom's client beside it: react-dom-client.ts), asked once
// the HTML's frame is on screen (after-first-paint.ts), so nothing of it runs before that paint.
// The brand's env.json is asked at the same moment, while the shell's chunks download, not after
// they have run: one round trip less before the site detail. Its failure is the boot's to show (it
// awaits the promise); the catch only keeps it from being reported as unhandled first. A start
// that fails before the shell can say so in the visitor's language (its code did not load, or
// threw) says so in English.
afterFirstPaint()
  .then(() => {
    const env = fetchRuntimeEnv();
    env.catch(() => undefined);
    loadReactDomClient().catch(() => undefined);
    return import('./bootstrap.js').then(({ start }) => start(container, env));
  })
  .catch((error: unknown) => {
    console.error('[shell] the shell could not start', error);
    showBootFailure(container);
  });
