// Before anything lazy: a chunk of this shell that fails to load (a new build replaced it)
// reloads the page once. It imports no shared singleton, so it may run before the boundary.
import { installChunkReload } from './version/chunk-reload.js';

installChunkReload();

// Module Federation async boundary: shared singletons are negotiated before any of them
// is imported (without it: RUNTIME-006 Invalid loadShareSync).
void import('./bootstrap.js');
