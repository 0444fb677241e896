// @croupier/shared's root as the share scope holds it (SHELL_SHARED_LOADERS): the shell's own copy,
// plus what the previous major's remotes still read from it (previous-contract.ts).
export * from '@croupier/shared';
export { ensureControlStyles, injectStyle } from './previous-contract.js';
