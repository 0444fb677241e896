// The kit's controls (buttons, inputs, the retry notice), apart from its overlays (styles.ts):
// a page that only shows a retry notice, like the shell's first render, carries no modal CSS.
import { injectStyle } from './inject-style.js';

export const CONTROL_STYLE_ELEMENT_ID = 'cr-ui-controls';

const CSS = `
.cr-icon-button{flex:none;display:inline-grid;place-items:center;width:32px;height:32px;padding:0;border:0;border-radius:6px;background:transparent;color:inherit;font-size:20px;line-height:1;cursor:pointer}
.cr-icon-button:hover{background:rgba(16,24,40,.08)}
.cr-input{box-sizing:border-box;width:100%;min-height:40px;padding:8px 12px;border:1px solid #98a2b3;border-radius:8px;background:#fff;color:inherit;font:inherit}
.cr-input[aria-invalid="true"]{border-color:#d92d20}
.cr-button{min-height:40px;padding:8px 16px;border:1px solid #d0d5dd;border-radius:8px;background:#fff;color:#344054;font:inherit;font-weight:600;cursor:pointer}
.cr-button:hover{background:#f2f4f7}
.cr-button--primary{border-color:#175cd3;background:#175cd3;color:#fff}
.cr-button--primary:hover{background:#1849a9}
.cr-retry-notice{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:12px 0;padding:16px;border:1px solid #fecdca;border-radius:8px;background:#fef3f2;color:#912018}
.cr-retry-notice p{margin:0}
@media (pointer:coarse){.cr-button,.cr-input{min-height:44px}.cr-icon-button{width:44px;height:44px}}
`;

/** Adds the controls' <style> to <head> unless it is already there (safe to call on every render). */
export function ensureControlStyles(doc: Document = document): void {
  injectStyle(CONTROL_STYLE_ELEMENT_ID, CSS, doc);
}
