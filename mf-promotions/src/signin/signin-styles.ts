// The daily sign-in's CSS, injected once through the shared injectStyle (CSP nonce). The 7 days
// are a grid of 7 on a wide page and wrap to 4 and 3 on a phone; each day state has its own look.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfps{margin:0 0 24px;padding:16px;border:1px solid #e4e7ec;border-radius:12px;background:var(--cr-surface,#fff);box-sizing:border-box;min-width:0;overflow-wrap:anywhere}
.mfps *{box-sizing:border-box}
.mfps h3{margin:0 0 8px;font-size:1.1rem}
.mfps p{margin:0 0 8px}
.mfps-days{list-style:none;margin:12px 0;padding:0;display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:8px}
.mfps-day{display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 4px;border:2px solid #e4e7ec;border-radius:10px;text-align:center;font-size:.85rem;background:#fff}
.mfps-day__name{font-weight:600}
.mfps-day__reward{font-weight:700;font-size:1rem}
.mfps-day__state{font-size:.8rem}
.mfps-day--is_signin_true{border-color:#abefc6;background:#ecfdf3;color:#05603a}
.mfps-day--is_signin_success{border-color:#12b76a;background:#d1fadf;color:#05603a}
.mfps-day--click_signin{border-color:var(--cr-primary,#175cd3);background:#eff4ff;color:#00359e}
.mfps-day--is_signin_pass{border-style:dashed;background:#f9fafb;color:#475467}
.mfps-day--is_signin_pass .mfps-day__reward{text-decoration:line-through}
.mfps-day--is_signin_noopen{background:#f9fafb;color:#475467}
.mfps-footer{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}
.mfps .cr-button:disabled{opacity:.6;cursor:not-allowed}
.mfps-ok{color:#05603a;font-weight:600}
.mfps-ok:empty,.mfps-alert:empty{margin:0;padding:0;border:0}
.mfps-alert{padding:8px 12px;border:1px solid #fecdca;border-radius:8px;background:#fef3f2;color:#912018}
@media (max-width:575.98px){
  .mfps-days{grid-template-columns:repeat(4,minmax(0,1fr))}
  .mfps-footer .cr-button{width:100%}
}
`;

export const ensureSigninStyles = (): void => injectStyle('mf-promotions-signin-styles', CSS);
