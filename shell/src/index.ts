// Before anything lazy: a chunk of this shell that fails to load (a new build replaced it)
// reloads the page once. No import here uses a shared singleton, so all may run before
// the boundary.
import { afterFirstPaint } from './app/after-first-paint.js';
import { showBootFailure } from './app/boot-failure.js';
import { fetchRuntimeEnv } from './app/env.js';
import { installChunkReload } from './version/chunk-reload.js';

installChunkReload();

// The brand's env.json is asked now, while the shell's chunks download (the HTML preloads them),
// not after they have run: one round trip less before the site detail. Its failure is the boot's
// to show (it awaits this promise); the catch only keeps it from being reported as unhandled first.
const env = fetchRuntimeEnv();
env.catch(() => undefined);

const container = document.getElementById('root') ?? document.body;

// main.js stays small (the chunk-reload guard, env.json, the boot-failure page): the shell's code
// is its one dynamic import, asked once the HTML's frame is on screen (after-first-paint.ts). A
// start that fails before the shell can say so in the visitor's language (its code did not load,
// or threw) says so in English.
afterFirstPaint()
  .then(() => import('./bootstrap.js'))
  .then(({ start }) => start(container, env))
  .catch((error: unknown) => {
    console.error('[shell] the shell could not start', error);
    showBootFailure(container);
  });
