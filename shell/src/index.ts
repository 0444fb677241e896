// Before anything lazy: a chunk of this shell that fails to load (a new build replaced it)
// reloads the page once. No import here uses a shared singleton, so all may run before
// the boundary.
import { afterFirstPaint } from './app/after-first-paint.js';
import { showBootFailure } from './app/boot-failure.js';
import { fetchRuntimeEnv } from './app/env.js';
import { installChunkReload } from './version/chunk-reload.js';

installChunkReload();

const container = document.getElementById('root') ?? document.body;

// main.js stays small (the chunk-reload guard, env.json, the boot-failure page): the shell's code
// is its one dynamic import, asked once the HTML's frame is on screen (after-first-paint.ts), so
// nothing of it runs before that paint. The brand's env.json is asked at the same moment, while
// the shell's chunks download, not after they have run: one round trip less before the site
// detail. Its failure is the boot's to show (it awaits the promise); the catch only keeps it from
// being reported as unhandled first. A start that fails before the shell can say so in the
// visitor's language (its code did not load, or threw) says so in English.
afterFirstPaint()
  .then(() => {
    const env = fetchRuntimeEnv();
    env.catch(() => undefined);
    return import('./bootstrap.js').then(({ start }) => start(container, env));
  })
  .catch((error: unknown) => {
    console.error('[shell] the shell could not start', error);
    showBootFailure(container);
  });
