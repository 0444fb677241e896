// @croupier/shared/harness: a remote's standalone harness (`npm run dev` in the remote), imported by
// its bootstrap alone. Not a shared singleton: a singleton's module is never tree-shaken, and the
// harness in '@croupier/shared/remote' put ~1 KB gzip in every remote the site's pages load.
export { mountHarness } from './mount-harness.js';
