// @croupier/shared/contracts: what the api imports, node-safe: the contracts and the validation
// rules both ends run. The browser takes them from two entries ('@croupier/shared' and
// '@croupier/shared/validation') so the first render does not carry the schemas.
export * from './index.js';
// Not in the browser's root entry: only the shell's member channel compares session ids, and it
// takes them from '@croupier/shared/session-id' (no SHA-256 for every remote and guest).
export { sessionIdOf, sessionIdOfTokenHash } from './session-id.js';
// Not in the browser's root entry either: the browser writes times through '@croupier/shared/dates'.
export { MINUTE_FORMAT, SECOND_FORMAT, formatSiteTime, validTimezone, type SiteTimeFormat } from './site-time.js';
export * from './validation/index.js';
// A remote's first-paint module (built for Node) draws with these; the shell finds the boxes by the attribute.
export { FIRST_PAINT_ATTRIBUTE } from '../first-paint/attribute.js';
export {
  cookieValue,
  defineFirstPaint,
  pageLanguage,
  type FirstPaintFragment,
  type FirstPaintPost,
} from '../first-paint/define.js';
