// mf-proxy's CSS, injected once as a <style> (the build has no CSS loader; the shared injectStyle
// carries the CSP nonce). Colours come from the template's palette (--cr-*), with fallbacks for the
// standalone harness. Desktop: a 220 px menu column beside the page. Phones: one column; long
// values wrap and tables become cards below 992 px, so nothing scrolls sideways at 390 px.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfp{color:var(--cr-text,#1d1d24);min-width:0;box-sizing:border-box;overflow-wrap:anywhere}
.mfp *{box-sizing:border-box}
.mfp :focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:2px}
.mfp-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mfp--desktop{display:grid;grid-template-columns:220px minmax(0,1fr);gap:24px;align-items:start;padding:16px 0}
.mfp--mobile{padding:12px}
.mfp-page{min-width:0}
.mfp-page>section>h2{margin:0 0 16px;font-size:1.4rem}
.mfp-menu__heading{margin:0 0 8px;font-size:1.25rem}
.mfp-menu__group h3{margin:12px 0 4px;font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:var(--cr-muted,#475467)}
.mfp-menu ul{list-style:none;margin:0;padding:0}
.mfp-menu a{display:flex;align-items:center;min-height:44px;padding:8px 12px;border-radius:8px;color:inherit;text-decoration:none}
.mfp-menu a:hover{background:rgba(23,92,211,.08)}
.mfp-menu a[aria-current=page]{background:var(--cr-primary,#175cd3);color:var(--cr-on-primary,#fff);font-weight:600}
.mfp--mobile .mfp-menu:not(.mfp-menu--row) a{border-bottom:1px solid #e4e7ec;border-radius:0}
.mfp-menu--row{margin-bottom:12px}
.mfp-menu--row ul{display:flex;flex-wrap:wrap;gap:4px;border-bottom:1px solid #e4e7ec;padding-bottom:8px}
.mfp-back{display:inline-flex;align-items:center;min-height:44px;color:var(--cr-link,#175cd3)}
.mfp-muted{color:var(--cr-muted,#475467)}
.mfp-card{margin:0 0 16px;padding:16px;border:1px solid #e4e7ec;border-radius:10px;background:var(--cr-surface,#fff)}
.mfp-card h3{margin:0 0 12px;font-size:1.1rem}
.mfp-note{margin:0 0 12px;padding:12px;border:1px solid #fedf89;border-radius:8px;background:#fffaeb;color:#7a2e0e}
.mfp-ok{margin:0 0 12px;padding:12px;border:1px solid #abefc6;border-radius:8px;background:#ecfdf3;color:#05603a}
.mfp-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mfp-details{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px 24px;margin:0 0 12px}
.mfp-details dt{font-size:.85rem;color:var(--cr-muted,#475467)}
.mfp-details dd{margin:2px 0 0}
.mfp-form{display:flex;flex-direction:column;gap:4px;max-width:32rem}
.mfp-field{display:flex;flex-direction:column;gap:4px}
.mfp-field textarea{min-height:6rem;resize:vertical}
.mfp-field__error{min-height:1.5em;margin:0;color:#b42318;font-size:13px}
.mfp-check{display:flex;gap:8px;align-items:flex-start;min-height:44px;padding-top:8px}
.mfp-check input{width:20px;height:20px;margin:2px 0 0;flex:0 0 auto}
.mfp-form__error{color:#b42318}
.mfp-form__error:not(:empty){margin-bottom:8px}
.mfp-form__notice{margin:0;color:#05603a}
.mfp .cr-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.mfp-html img{max-width:100%;height:auto}
.mfp-html table{display:block;max-width:100%;overflow-x:auto}
.mfp-links{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.mfp-link{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;padding:16px;border:1px solid #e4e7ec;border-radius:10px}
.mfp-link__main{flex:1 1 16rem;min-width:0;display:flex;flex-direction:column;gap:8px}
.mfp-link__main h3{margin:0;font-size:1.05rem}
.mfp-link code{padding:4px 8px;border-radius:6px;background:#f2f4f7;word-break:break-all}
.mfp-qr{display:inline-block;padding:8px;background:#fff;line-height:0;border:1px solid #e4e7ec;border-radius:8px}
.mfp-table-box{max-width:100%;overflow-x:auto}
.mfp-table{width:100%;border-collapse:collapse}
.mfp-table caption{text-align:left;font-weight:600;padding:0 0 8px}
.mfp-table th,.mfp-table td{padding:8px;border-bottom:1px solid #eaecf0;text-align:left;vertical-align:top;overflow-wrap:normal}
.mfp-table .mfp-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.mfp-totals{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0;font-weight:600}
.mfp-currency{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 12px}
.mfp-currency .cr-input{width:auto}
@media (max-width:991.98px){
  .mfp-table-box{overflow-x:visible}
  .mfp-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .mfp-table caption{display:block}
  .mfp-table,.mfp-table tbody,.mfp-table tr,.mfp-table td,.mfp-table th[scope=row]{display:block;width:auto}
  .mfp-table tr{margin-bottom:8px;border:1px solid #eaecf0;border-radius:8px;padding:4px 8px}
  .mfp-table td,.mfp-table th[scope=row]{display:flex;justify-content:space-between;gap:12px;border:0;padding:4px 0;text-align:right;overflow-wrap:anywhere}
  .mfp-table td::before,.mfp-table th[scope=row]::before{content:attr(data-label);flex:0 0 auto;max-width:50%;overflow-wrap:break-word;color:#475467;text-align:left;font-weight:400}
  .mfp-table .mfp-num{white-space:normal}
}
`;

export const ensureStyles = (): void => injectStyle('mf-proxy-styles', CSS);
