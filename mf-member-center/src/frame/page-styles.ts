// The cashier, record and referral pages' CSS (the frame's is styles.ts), one <style> through the
// shared injectStyle (CSP nonce). Nothing is wider than its box: long numbers wrap, tables turn
// into cards below 992 px.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfmc-panel{box-sizing:border-box;max-width:100%;min-width:0;overflow-wrap:anywhere}
.mfmc-panel h2{margin:0 0 16px;font-size:20px}
.mfmc-panel form{display:flex;flex-direction:column;gap:12px;max-width:32rem}
.mfmc-panel form>p{margin:0}
.mfmc-panel form>p:empty{min-height:0}
.mfmc-note{margin:0 0 12px;padding:12px;border:1px solid #fedf89;border-radius:8px;background:#fffaeb;color:#7a2e0e}
.mfmc-methods{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:8px;margin:0;padding:0;border:0;min-width:0}
.mfmc-methods legend{margin-bottom:8px;font-weight:600}
.mfmc-method{display:flex;gap:8px;align-items:flex-start;padding:10px;border:1px solid #d0d5dd;border-radius:8px;cursor:pointer}
.mfmc-method:has(input:checked){border-color:#175cd3;background:#eff4ff}
.mfmc-method small{display:block;color:#475467}
.mfmc-quick{display:flex;flex-wrap:wrap;gap:8px}
.mfmc-filters{margin-bottom:12px}
.mfmc-range{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}
.mfmc-range__presets,.mfmc-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
/* A filter form (referred members' search) is a row like the other filters, not a column of the forms. */
.mfmc-panel form.mfmc-filters{flex-direction:row;max-width:none}
.mfmc-range__preset[aria-pressed="true"]{border-color:#175cd3;background:#eff4ff;color:#00359e}
.mfmc-range__custom{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center}
.mfmc-range__custom .cr-input{width:auto;max-width:100%}
.mfmc-range__custom .mfmc-field__error{flex-basis:100%}
.mfmc-table-box{max-width:100%;overflow-x:auto}
.mfmc-table{width:100%;border-collapse:collapse}
/* Words whole in the desktop table (the page's overflow-wrap:anywhere split 'Pending' and order numbers): it scrolls in its box instead. */
.mfmc-table th,.mfmc-table td{padding:8px;border-bottom:1px solid #eaecf0;text-align:left;vertical-align:top;overflow-wrap:normal}
.mfmc-table .mfmc-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.mfmc-totals{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0;font-weight:600}
.mfmc-pagination{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:12px}
.mfmc-order--approved{color:#05603a}.mfmc-order--rejected{color:#b42318}.mfmc-order--pending{color:#7a2e0e}
.mfmc-accounts{display:flex;flex-direction:column;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.mfmc-account{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:12px;border:1px solid #d0d5dd;border-radius:8px}
.mfmc-account__main{flex:1 1 12rem;min-width:0}
.mfmc-referral{display:grid;gap:16px}
.mfmc-copy{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mfmc-copy code{padding:4px 8px;border-radius:6px;background:#f2f4f7;word-break:break-all}
.mfmc-qr{display:inline-block;padding:8px;background:#fff;line-height:0}
@media (max-width:991.98px){
  .mfmc-table-box{overflow-x:visible}
  .mfmc-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .mfmc-table,.mfmc-table tbody,.mfmc-table tr,.mfmc-table td{display:block;width:auto}
  .mfmc-table tr{margin-bottom:8px;border:1px solid #eaecf0;border-radius:8px;padding:4px 8px}
  .mfmc-table td{display:flex;justify-content:space-between;gap:12px;border:0;padding:4px 0;text-align:right;overflow-wrap:anywhere}
  .mfmc-table td::before{content:attr(data-label);flex:0 0 auto;max-width:50%;overflow-wrap:break-word;color:#475467;text-align:left}
  .mfmc-table .mfmc-num{white-space:normal}
}
`;

export const injectPageStyles = (): void => injectStyle('mfmc-page-styles', CSS);
