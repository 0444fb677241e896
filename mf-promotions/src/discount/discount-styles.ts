// The promotions pages' CSS (/discount and /discount/:id), injected once through the shared
// injectStyle (CSP nonce). Cards sit in a grid that drops to one column on a phone; every
// picture keeps its box (width/height and aspect-ratio) so nothing shifts when it arrives.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfpd{min-width:0;box-sizing:border-box;overflow-wrap:anywhere;color:var(--cr-text,#1d1d24)}
.mfpd *{box-sizing:border-box}
.mfpd-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mfpd :focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:2px}
.mfpd-toolbar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;margin:0 0 16px}
.mfpd-filter{display:flex;flex-wrap:wrap;gap:8px;min-width:0}
.mfpd-filter button{min-height:40px;padding:6px 14px;border:1px solid #d0d5dd;border-radius:999px;background:#fff;color:#344054;font:inherit;cursor:pointer}
.mfpd-filter button[aria-pressed=true]{border-color:var(--cr-primary,#175cd3);background:var(--cr-primary,#175cd3);color:var(--cr-on-primary,#fff);font-weight:600}
.mfpd-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr));gap:16px}
.mfpd-card{height:100%}
.mfpd-card a{display:flex;flex-direction:column;height:100%;border:1px solid #e4e7ec;border-radius:12px;overflow:hidden;background:var(--cr-surface,#fff);color:inherit;text-decoration:none}
.mfpd-card a:hover{box-shadow:0 4px 12px rgba(16,24,40,.12)}
.mfpd-picture{display:block;width:100%;height:auto;aspect-ratio:2 / 1;object-fit:cover;background:#f2f4f7}
.mfpd-card__body{display:flex;flex-direction:column;gap:6px;padding:12px 16px 16px}
.mfpd-card h3{margin:0;font-size:1.05rem}
.mfpd-card p{margin:0}
.mfpd-muted{color:var(--cr-muted,#475467);font-size:.9rem}
.mfpd-badge{align-self:flex-start;padding:2px 10px;border-radius:999px;background:#fef0c7;color:#7a2e0e;font-size:.8rem;font-weight:600}
.mfpd-badge--claim{background:#d1fadf;color:#05603a}
.mfpd-badge--coming{background:#eff4ff;color:#00359e}
.mfpd-empty{padding:24px;border:1px dashed #d0d5dd;border-radius:12px;text-align:center}
.mfpd-back{display:inline-flex;align-items:center;min-height:44px;margin:0 0 8px;color:var(--cr-link,#175cd3)}
.mfpd-detail{display:flex;flex-direction:column;gap:16px;max-width:960px}
.mfpd-detail>p{margin:0}
.mfpd-detail .mfpd-picture{max-width:640px;border-radius:12px}
.mfpd-detail h3{margin:0 0 8px;font-size:1.1rem}
.mfpd-action{display:flex;flex-direction:column;align-items:flex-start;padding:16px;border:1px solid #e4e7ec;border-radius:12px}
.mfpd-action>*{margin:0}
.mfpd-action>*+*:not(:empty){margin-top:8px}
.mfpd-ok{color:#05603a;font-weight:600}
.mfpd-alert{padding:12px;border:1px solid #fecdca;border-radius:8px;background:#fef3f2;color:#912018}
.mfpd-alert:empty{padding:0;border:0}
.mfpd-html img{max-width:100%;height:auto}
.mfpd-html table{display:block;max-width:100%;overflow-x:auto}
.mfpd .cr-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
@media (max-width:575.98px){.mfpd-action .cr-button{width:100%}}
`;

export const ensureDiscountStyles = (): void => injectStyle('mf-promotions-discount-styles', CSS);
