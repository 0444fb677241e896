// The member centre's CSS, injected once as a <style> (the build has no CSS loader; the shared
// injectStyle carries the CSP nonce). Colours come from the template's palette (--cr-*), with
// fallbacks for the standalone harness. Desktop: a 220 px menu column beside the page. Phones:
// one column; long values wrap and lists are cards, so nothing scrolls sideways at 390 px.
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-member-center-styles';

const CSS = `
.mfmc{color:var(--cr-text,#1d1d24);min-width:0;box-sizing:border-box}
.mfmc *{box-sizing:border-box}
.mfmc :focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:2px}
.mfmc-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mfmc--desktop{display:grid;grid-template-columns:220px minmax(0,1fr);gap:24px;align-items:start;padding:16px 0}
.mfmc--mobile,.mfmc--alone{padding:12px}
.mfmc-menu__heading{margin:0 0 8px;font-size:1.25rem}
.mfmc-menu__group h3{margin:12px 0 4px;font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:var(--cr-muted,#475467)}
.mfmc-menu ul{list-style:none;margin:0;padding:0}
.mfmc-menu a{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:44px;padding:8px 12px;border-radius:8px;color:inherit;text-decoration:none}
.mfmc-menu a:hover{background:rgba(23,92,211,.08)}
.mfmc-menu a[aria-current=page]{background:var(--cr-primary,#175cd3);color:var(--cr-on-primary,#fff);font-weight:600}
.mfmc--mobile .mfmc-menu a{border-bottom:1px solid #e4e7ec;border-radius:0}
.mfmc-badge{display:inline-block;min-width:1.5em;padding:0 6px;border-radius:999px;background:#d92d20;color:#fff;font-size:12px;line-height:1.5em;text-align:center}
.mfmc-page{min-width:0}
.mfmc-page>h2{margin:0 0 16px;font-size:1.4rem}
.mfmc-back{display:inline-flex;align-items:center;min-height:44px;color:var(--cr-link,#175cd3)}
.mfmc-card{margin:0 0 16px;padding:16px;border:1px solid #e4e7ec;border-radius:10px;background:var(--cr-surface,#fff);overflow-wrap:anywhere}
.mfmc-card h3{margin:0 0 12px;font-size:1.1rem}
.mfmc-card--warn{border-color:#fec84b;background:#fffaeb}
.mfmc-cards,.mfmc-letter-list{list-style:none;margin:0;padding:0}
.mfmc-muted{color:var(--cr-muted,#475467)}
.mfmc-empty{padding:24px 0;color:var(--cr-muted,#475467)}
.mfmc-details{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px 24px;margin:0}
.mfmc-details dt{font-size:.85rem;color:var(--cr-muted,#475467)}
.mfmc-details dd{margin:2px 0 0;overflow-wrap:anywhere}
.mfmc-tag{display:inline-block;margin-left:8px;padding:0 6px;border-radius:4px;background:#f2f4f7;font-size:12px}
.mfmc-tag--ok{background:#d1fadf;color:#05603a}
.mfmc-form{display:flex;flex-direction:column;gap:4px;max-width:28rem}
.mfmc-field{display:flex;flex-direction:column;gap:4px}
.mfmc-field__error{min-height:1.5em;margin:0;color:#b42318;font-size:13px}
.mfmc-form__error{color:#b42318}
.mfmc-form__error:not(:empty){margin-bottom:8px}
.mfmc-form__notice{margin:0;color:#05603a}
.mfmc .cr-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.mfmc-sms{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.mfmc-sms__status{color:#05603a;font-size:13px}
.mfmc-wallet__amount{margin:0 0 12px;font-size:1.6rem;font-weight:700}
.mfmc-wallet__list{list-style:none;margin:0 0 12px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:8px}
.mfmc-wallet__item{display:flex;align-items:center;gap:8px;padding:8px;border:1px solid #e4e7ec;border-radius:8px;opacity:.7}
.mfmc-wallet__item--light{opacity:1;border-color:var(--cr-primary,#175cd3)}
.mfmc-wallet__name{flex:1;min-width:0;overflow-wrap:anywhere}
.mfmc-wallet__cash{font-variant-numeric:tabular-nums}
.mfmc-wallet__total{display:flex;justify-content:space-between;margin:0;padding-top:8px;border-top:1px solid #e4e7ec}
.mfmc-letter{border-bottom:1px solid #e4e7ec}
.mfmc-letter__title{margin:0;font-size:1rem}
.mfmc-letter__title button{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;width:100%;min-height:44px;padding:10px 4px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.mfmc-letter--unread .mfmc-letter__title button{font-weight:700}
.mfmc-letter__title span:nth-child(2),.mfmc-letter__title button>span:only-of-type{flex:1;min-width:0;overflow-wrap:anywhere}
.mfmc-letter__dot{padding:0 6px;border-radius:4px;background:#d92d20;color:#fff;font-size:12px;font-weight:600}
.mfmc-letter__body{padding:0 4px 12px}
.mfmc-html{overflow-wrap:anywhere}
.mfmc-html img{max-width:100%;height:auto}
.mfmc-html table{display:block;max-width:100%;overflow-x:auto}
`;

export function ensureFrameStyles(): void {
  injectStyle(STYLE_ELEMENT_ID, CSS);
}
