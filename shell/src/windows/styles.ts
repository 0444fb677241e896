// CSS of the session and window pieces (loading/close windows, demo banner, customer-service
// frame, browser notice, responsible-gaming notice), injected once; classes prefixed cr-shell-.
import { injectStyle } from '@croupier/shared';

const STYLE_ID = 'cr-shell-session-styles';

const CSS = `
.cr-shell-loading-window { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; min-height: 60vh; color: #4a4a58; font-family: system-ui, sans-serif; }
.cr-shell-loading-window p { margin: 0; font-size: 1rem; }
.cr-shell-loading-window__spinner { width: 40px; height: 40px; border: 4px solid #e3e4ea; border-top-color: #f2b705; border-radius: 50%; animation: cr-shell-spin 0.9s linear infinite; }
@keyframes cr-shell-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cr-shell-loading-window__spinner { animation: none; } }
.cr-shell-demo-banner { margin: 0; padding: 8px 12px; background: #fff3c4; color: #4d3b00; font: 0.875rem/1.4 system-ui, sans-serif; text-align: center; border-bottom: 1px solid #e8d48a; }
.cr-shell-cs-frame { display: block; width: min(960px, 86vw); height: min(640px, 70vh); border: 0; }
.cr-shell-notice p { margin: 0 0 16px; line-height: 1.5; }
.cr-shell-notice__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cr-shell-notice__actions > * { flex: 1 1 auto; white-space: normal; text-align: center; text-decoration: none; }
`;

export function ensureSessionStyles(doc: Document = document): void {
  injectStyle(STYLE_ID, CSS, doc);
}
