// The shell's own CSS, injected once as a <style> element; classes are prefixed cr-shell-.
// Mobile first; the desktop layout starts at 992 px (DESKTOP_MIN_WIDTH_PX).
import { DESKTOP_MIN_WIDTH_PX } from '@croupier/shared';

const STYLE_ID = 'cr-shell-styles';

const CSS = `
body { margin: 0; }
.cr-shell { min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, sans-serif; color: #1d1d24; background: #f4f5f8; }
.cr-shell-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 12px; background: #14141c; color: #fff; }
.cr-shell-brand { color: #fff; font-size: 1.125rem; font-weight: 700; text-decoration: none; }
.cr-shell-member { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; font-size: 0.875rem; }
.cr-shell-member dl { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0; }
.cr-shell-member dt { opacity: 0.7; }
.cr-shell-member dt::after { content: ':'; }
.cr-shell-member dd { margin: 0; font-weight: 600; }
.cr-shell-member dl > div { display: flex; gap: 4px; }
.cr-shell-button { min-height: 40px; padding: 0 16px; border: 0; border-radius: 6px; background: #f2b705; color: #14141c; font: inherit; font-weight: 600; cursor: pointer; }
.cr-shell-button:focus-visible { outline: 3px solid #6aa8ff; outline-offset: 2px; }
.cr-shell-button--ghost { background: transparent; color: inherit; border: 1px solid currentColor; }
.cr-shell-main { flex: 1; width: 100%; max-width: 1280px; margin: 0 auto; padding: 12px; box-sizing: border-box; }
.cr-shell-footer { padding: 16px 12px; background: #14141c; color: #c9c9d4; font-size: 0.8125rem; text-align: center; }
.cr-shell-footer p { margin: 4px 0; }
.cr-shell-remote { min-height: 1px; }
.cr-shell-remote-loading { padding: 24px; text-align: center; color: #5b5b6b; }
.cr-shell-remote-fallback { margin: 12px 0; padding: 16px; border: 1px solid #e0a4a4; border-radius: 8px; background: #fff4f4; color: #7a1f1f; }
.cr-shell-remote-fallback p { margin: 0 0 8px; }
.cr-shell-not-found { padding: 48px 12px; text-align: center; }
.cr-shell-not-found a { color: #2455c3; }
.cr-shell-boot { padding: 48px 12px; text-align: center; font-family: system-ui, sans-serif; }
@media (min-width: ${DESKTOP_MIN_WIDTH_PX}px) {
  .cr-shell-header { padding: 12px 24px; }
  .cr-shell-brand { font-size: 1.375rem; }
  .cr-shell-member { font-size: 1rem; }
  .cr-shell-main { padding: 24px; }
}
`;

export function injectShellStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
