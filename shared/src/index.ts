// @croupier/shared: the contract between the shell and the remotes, and the pieces they all use.
// A Module Federation singleton; `@croupier/shared/contracts` is the node-safe part alone. The
// site's dates (dayjs) and the record kit are the entries '@croupier/shared/dates' and
// '/records': the pages that show them import them, so the home page carries neither.
export * from './contracts/index.js';
export { FIRST_PAINT_ATTRIBUTE } from './first-paint/attribute.js';
export * from './api/index.js';
export * from './bus/index.js';
export * from './stores/index.js';
export * from './realtime/index.js';
export * from './i18n/index.js';
export * from './remote/index.js';
export * from './ui/index.js';
export * from './windows/index.js';
export * from './demo/index.js';
export * from './html/index.js';
export * from './cookies/index.js';
export * from './form/index.js';
