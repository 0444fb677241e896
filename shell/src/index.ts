// Before anything lazy: a chunk of this shell that fails to load (a new build replaced it)
// reloads the page once. Neither import here uses a shared singleton, so both may run before
// the boundary.
import { showBootFailure } from './app/boot-failure.js';
import { installChunkReload } from './version/chunk-reload.js';

installChunkReload();

const container = document.getElementById('root') ?? document.body;

// Module Federation async boundary: shared singletons are negotiated before any of them
// is imported (without it: RUNTIME-006 Invalid loadShareSync). A start that fails before the
// shell can say so in the visitor's language (its code did not load, or threw) says so in English.
import('./bootstrap.js')
  .then(({ start }) => start(container))
  .catch((error: unknown) => {
    console.error('[shell] the shell could not start', error);
    showBootFailure(container);
  });
