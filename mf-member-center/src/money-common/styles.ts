// The money and referral pages' CSS, one <style> through the shared injectStyle (CSP nonce).
// Nothing is wider than its box: long numbers wrap, tables turn into cards below 992 px.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mc-page{box-sizing:border-box;max-width:100%;min-width:0;overflow-wrap:anywhere}
.mc-page h2{margin:0 0 16px;font-size:20px}
.mc-page form{display:flex;flex-direction:column;gap:12px;max-width:32rem}
.mc-field{display:flex;flex-direction:column;gap:4px}
.mc-field__error{min-height:1.2em;margin:0;color:#b42318;font-size:13px}
.mc-alert{min-height:1.2em;margin:0;color:#b42318}
.mc-page form>p{margin:0}
.mc-page form>p:empty{min-height:0}
.mc-note{margin:0 0 12px;padding:12px;border:1px solid #fedf89;border-radius:8px;background:#fffaeb;color:#7a2e0e}
.mc-methods{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:8px;margin:0;padding:0;border:0;min-width:0}
.mc-methods legend{margin-bottom:8px;font-weight:600}
.mc-method{display:flex;gap:8px;align-items:flex-start;padding:10px;border:1px solid #d0d5dd;border-radius:8px;cursor:pointer}
.mc-method:has(input:checked){border-color:#175cd3;background:#eff4ff}
.mc-method small{display:block;color:#475467}
.mc-quick{display:flex;flex-wrap:wrap;gap:8px}
.mc-filters{margin-bottom:12px}
.mc-range{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}
.mc-range__presets,.mc-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
/* A filter form (referred members' search) is a row like the other filters, not a column of the forms. */
.mc-page form.mc-filters{flex-direction:row;max-width:none}
.mc-range__preset[aria-pressed="true"]{border-color:#175cd3;background:#eff4ff;color:#00359e}
.mc-range__custom{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center}
.mc-range__custom .cr-input{width:auto;max-width:100%}
.mc-range__custom .mc-field__error{flex-basis:100%}
.mc-table-box{max-width:100%;overflow-x:auto}
.mc-table{width:100%;border-collapse:collapse}
/* Words whole in the desktop table (the page's overflow-wrap:anywhere split 'Pending' and order numbers): it scrolls in its box instead. */
.mc-table th,.mc-table td{padding:8px;border-bottom:1px solid #eaecf0;text-align:left;vertical-align:top;overflow-wrap:normal}
.mc-table .mc-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.mc-totals{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0;font-weight:600}
.mc-pagination{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:12px}
.mc-empty{padding:24px;text-align:center;color:#475467}
.mc-status--approved{color:#05603a}.mc-status--rejected{color:#b42318}.mc-status--pending{color:#7a2e0e}
.mc-accounts{display:flex;flex-direction:column;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.mc-account{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:12px;border:1px solid #d0d5dd;border-radius:8px}
.mc-account__main{flex:1 1 12rem;min-width:0}
.mc-badge{display:inline-block;padding:0 8px;border-radius:10px;background:#175cd3;color:#fff;font-size:12px}
.mc-referral{display:grid;gap:16px}
.mc-copy{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mc-copy code{padding:4px 8px;border-radius:6px;background:#f2f4f7;word-break:break-all}
.mc-qr{display:inline-block;padding:8px;background:#fff;line-height:0}
.mc-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:991.98px){
  .mc-table-box{overflow-x:visible}
  .mc-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .mc-table,.mc-table tbody,.mc-table tr,.mc-table td{display:block;width:auto}
  .mc-table tr{margin-bottom:8px;border:1px solid #eaecf0;border-radius:8px;padding:4px 8px}
  .mc-table td{display:flex;justify-content:space-between;gap:12px;border:0;padding:4px 0;text-align:right;overflow-wrap:anywhere}
  .mc-table td::before{content:attr(data-label);flex:0 0 auto;max-width:50%;overflow-wrap:break-word;color:#475467;text-align:left}
  .mc-table .mc-num{white-space:normal}
}
`;

export const injectMoneyStyles = (): void => injectStyle('mc-money-styles', CSS);
