// CSS of the routing frame and the shell's own pages (error, help, app download, sponsors),
// injected once as a <style> element; classes are prefixed cr-page- / cr-route-.
import { DEFAULT_Z_INDEX, DESKTOP_MIN_WIDTH_PX, injectStyle } from '@croupier/shared';

const STYLE_ID = 'cr-shell-routing-styles';

const CSS = `
.cr-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.cr-route-loading { position: fixed; inset: 0 0 auto 0; z-index: ${DEFAULT_Z_INDEX + 1}; height: 3px; overflow: hidden; pointer-events: none; background: rgba(242, 183, 5, 0.25); }
.cr-route-loading__bar { display: block; width: 40%; height: 100%; background: #f2b705; animation: cr-route-loading 0.8s ease-in-out infinite; }
@keyframes cr-route-loading { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) { .cr-route-loading__bar { animation: none; width: 100%; } }

.cr-page { max-width: 960px; margin: 0 auto; line-height: 1.6; }
.cr-page h2 { margin: 0 0 8px; font-size: 1.375rem; line-height: 1.3; }
.cr-page a { color: #2455c3; }
.cr-page a:focus-visible, .cr-page-button:focus-visible { outline: 3px solid #6aa8ff; outline-offset: 2px; }
.cr-page-lead { margin: 0 0 16px; color: #4a4a58; }
.cr-page-card { padding: 16px; border-radius: 10px; background: #fff; box-shadow: 0 1px 3px rgba(16, 24, 40, 0.1); }
.cr-page-card > :first-child { margin-top: 0; }
.cr-page-card > :last-child { margin-bottom: 0; }
.cr-page-status { padding: 24px; text-align: center; color: #5b5b6b; }
.cr-page-alert { padding: 16px; border: 1px solid #e0a4a4; border-radius: 8px; background: #fff4f4; color: #7a1f1f; }
.cr-page-button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 0; border-radius: 8px; background: #f2b705; color: #14141c; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.cr-page-button--quiet { background: #e7e8ee; color: #1d1d24; }

.cr-page-error { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 48px 16px; text-align: center; }
.cr-page-error__code { margin: 0; font-size: 4rem; font-weight: 800; line-height: 1; color: #c9cad6; }
.cr-page-error h1 { margin: 0; font-size: 1.75rem; }
.cr-page-error p { margin: 0; color: #4a4a58; overflow-wrap: anywhere; }
.cr-page-error .cr-page-button { margin-top: 12px; }

.cr-page-help { display: grid; gap: 16px; }
.cr-page-help__nav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.cr-page-help__nav a { display: block; padding: 10px 12px; border-radius: 6px; color: inherit; text-decoration: none; }
.cr-page-help__nav a:hover { background: #eef0f6; }
.cr-page-help__nav a[aria-current='page'] { background: #14141c; color: #fff; font-weight: 600; }
.cr-page-help__nav h2 { font-size: 1rem; padding: 0 12px; }
.cr-page-help__body h3 { margin: 20px 0 6px; font-size: 1.0625rem; }
.cr-page-help__body ul, .cr-page-help__body ol { padding-left: 1.25rem; }
.cr-page-help__index { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.cr-page-help__index a { display: block; padding: 14px 16px; border-radius: 8px; background: #fff; color: inherit; font-weight: 600; text-decoration: none; box-shadow: 0 1px 3px rgba(16, 24, 40, 0.1); }

.cr-page-app__platforms { display: grid; gap: 12px; margin: 16px 0; padding: 0; list-style: none; }
.cr-page-app__platform { display: flex; flex-direction: column; gap: 8px; }
.cr-page-app__platform h3 { margin: 0; font-size: 1.125rem; }
.cr-page-app__badge { align-self: flex-start; padding: 2px 8px; border-radius: 999px; background: #e6f4ea; color: #1e6b35; font-size: 0.8125rem; font-weight: 600; }

.cr-page-sponsors { display: grid; gap: 12px; margin: 16px 0 0; padding: 0; list-style: none; }
.cr-page-sponsor { display: flex; flex-direction: column; gap: 8px; }
.cr-page-sponsor img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 8px; background: #e7e8ee; }
.cr-page-sponsor h3 { margin: 0; font-size: 1.125rem; }
.cr-page-sponsor p { margin: 0; color: #4a4a58; }

.cr-page-close { padding: 48px 16px; text-align: center; color: #5b5b6b; }

@media (min-width: ${DESKTOP_MIN_WIDTH_PX}px) {
  .cr-page-help { grid-template-columns: 240px 1fr; align-items: start; }
  .cr-page-help__nav { order: -1; position: sticky; top: 16px; }
  .cr-page-app__platforms { grid-template-columns: 1fr 1fr; }
  .cr-page-sponsors { grid-template-columns: repeat(3, 1fr); }
}
@media (max-width: ${DESKTOP_MIN_WIDTH_PX - 1}px) {
  .cr-page-help__nav { order: 1; }
}
`;

export function ensureRoutingStyles(doc: Document = document): void {
  injectStyle(STYLE_ID, CSS, doc);
}
