// The kit's CSS, injected once as a <style> element so no CSS loader is needed in any app: the
// toasts, modals and dialogs here, the controls (buttons, inputs) with them (controls-styles.ts).
// Sizes that come from the spec (toast offset, z-index) are set inline from the constants;
// the narrow layout turns a modal into a bottom sheet once the 30rem dialog no longer fits.
import { ensureControlStyles } from './controls-styles.js';
import { injectStyle } from './inject-style.js';

export const STYLE_ELEMENT_ID = 'cr-ui-styles';

const CSS = `
:where(.cr-toasts,.cr-modal-root){font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
:where(.cr-toasts,.cr-modal-root) :focus-visible{outline:2px solid #175cd3;outline-offset:2px}

.cr-toasts{position:fixed;top:var(--cr-offset);left:0;right:0;display:flex;flex-direction:column;align-items:center;gap:calc(var(--cr-offset) / 2);padding:0 var(--cr-offset);pointer-events:none}
.cr-toast{pointer-events:auto;position:relative;display:flex;align-items:center;gap:8px;box-sizing:border-box;width:100%;max-width:32rem;padding:8px 8px 8px 16px;border:1px solid;border-radius:8px;box-shadow:0 4px 12px rgba(16,24,40,.12);animation:cr-slide-in .2s ease-out}
.cr-toast--info{background:#eff4ff;border-color:#b2ccff;color:#00359e}
.cr-toast--success{background:#ecfdf3;border-color:#a6f4c5;color:#05603a}
.cr-toast--warning{background:#fffaeb;border-color:#fedf89;color:#7a2e0e}
.cr-toast--error{background:#fef3f2;border-color:#fecdca;color:#912018}
.cr-toast__content{flex:1;min-width:0;overflow-wrap:anywhere}
.cr-toast__badge{position:absolute;top:-8px;right:-8px;box-sizing:border-box;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#b42318;color:#fff;font-size:12px;font-weight:600;line-height:20px;text-align:center}
@media (min-width:36rem){.cr-toast{width:auto;min-width:18rem}}

.cr-modal-root{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;box-sizing:border-box;padding:16px}
.cr-modal-backdrop{position:absolute;inset:0;background:rgba(16,24,40,.55);animation:cr-fade-in .2s ease-out}
.cr-modal{position:relative;display:flex;flex-direction:column;box-sizing:border-box;width:100%;max-width:30rem;max-height:100%;overflow:hidden;border-radius:12px;background:#fff;color:#101828;box-shadow:0 20px 40px rgba(16,24,40,.25);animation:cr-pop-in .2s ease-out}
.cr-modal:focus{outline:none}
.cr-modal__header{display:flex;align-items:flex-start;gap:8px;padding:16px 12px 8px 20px}
.cr-modal__title{flex:1;margin:4px 0 0;font-size:16px;font-weight:600;line-height:1.4;overflow-wrap:anywhere;white-space:pre-line}
.cr-modal__body{padding:8px 20px 20px;overflow:auto;overscroll-behavior:contain}
@media (max-width:35.99rem){
  .cr-modal-root{align-items:flex-end;padding:0}
  .cr-modal{max-width:none;max-height:90%;border-radius:12px 12px 0 0;animation-name:cr-sheet-in}
}

.cr-dialog__message{display:block;margin:0 0 16px;overflow-wrap:anywhere;white-space:pre-line}
.cr-dialog__field{display:flex;flex-direction:column;gap:4px;margin-bottom:16px}
.cr-dialog__meta{display:flex;gap:8px;font-size:12px}
.cr-dialog__error{margin:0;color:#b42318}
.cr-dialog__counter{margin:0 0 0 auto;color:#475467;font-variant-numeric:tabular-nums}
.cr-dialog__actions{display:flex;justify-content:flex-end;gap:8px}
@media (max-width:35.99rem){
  .cr-dialog__actions{flex-direction:column-reverse}
  .cr-dialog__actions .cr-button{width:100%}
}

@keyframes cr-fade-in{from{opacity:0}}
@keyframes cr-slide-in{from{opacity:0;transform:translateY(-8px)}}
@keyframes cr-pop-in{from{opacity:0;transform:scale(.96)}}
@keyframes cr-sheet-in{from{transform:translateY(100%)}}
@media (prefers-reduced-motion:reduce){.cr-toast,.cr-modal,.cr-modal-backdrop{animation:none}}
`;

/** Adds the kit's <style>s to <head> unless they are already there (safe to call on every render). */
export function ensureUiStyles(doc: Document = document): void {
  ensureControlStyles(doc);
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
