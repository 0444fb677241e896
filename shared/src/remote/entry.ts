// @croupier/shared/remote: what a remote's entry module needs and the shell never does: its
// single-spa lifecycles (single-spa-react). A shared singleton of its own, so the shell's first
// render does not carry it; what holds state (the remote context, stores, i18n, toasts) it takes
// from '@croupier/shared'. The standalone harness is '@croupier/shared/harness' (harness.ts).
export { defineRemote } from './define-remote.js';
