// The record kit's CSS (date range, filters, tables, pagination, status lines), one <style> through
// injectStyle (CSP nonce), with the kit's controls (cr-ui-controls) for .cr-button and .cr-input. Nothing
// is wider than its box: tables scroll inside it on wide screens and turn into cards below 992 px.
// This kit is built into each remote that uses it: it takes the controls' style alone (their
// <style> is the page's one, whichever copy adds it first), not the kit's whole, overlays and all.
import { ensureControlStyles } from '../controls-styles.js';
import { injectStyle } from '../inject-style.js';

export const RECORD_STYLE_ELEMENT_ID = 'cr-records-styles';

const CSS = `
.cr-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.cr-muted{color:var(--cr-muted,#475467)}
.cr-empty{padding:24px 0;color:var(--cr-muted,#475467)}
.cr-status p{margin:0 0 8px}
.cr-field{display:flex;flex-direction:column;gap:4px}
.cr-filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-bottom:12px}
.cr-range{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}
.cr-range__presets{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.cr-range__preset[aria-pressed="true"]{border-color:#175cd3;background:#eff4ff;color:#00359e}
.cr-range__custom{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center}
.cr-range__custom .cr-input{width:auto;max-width:100%}
.cr-range__error{flex-basis:100%;min-height:1.5em;margin:0;color:#b42318;font-size:13px}
.cr-table-box{max-width:100%;overflow-x:auto}
.cr-table-box:focus-visible{outline:2px solid #175cd3;outline-offset:2px}
.cr-table{width:100%;border-collapse:collapse}
/* Words whole in the desktop table (a page's overflow-wrap:anywhere would split 'Pending' and order numbers): it scrolls in its box instead. */
.cr-table th,.cr-table td{padding:8px;border-bottom:1px solid #eaecf0;text-align:left;vertical-align:top;overflow-wrap:normal}
.cr-table .cr-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.cr-table tfoot th,.cr-table tfoot td{border-top:2px solid #d0d5dd;border-bottom:0;font-weight:600}
.cr-pagination{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:12px}
@media (max-width:991.98px){
  .cr-table-box{overflow-x:visible}
  .cr-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .cr-table,.cr-table tbody,.cr-table tfoot,.cr-table tr,.cr-table th,.cr-table td{display:block;width:auto}
  .cr-table tfoot tr{background:#f9fafb}
  .cr-table tr{margin-bottom:8px;border:1px solid #eaecf0;border-radius:8px;padding:4px 8px}
  .cr-table tfoot th,.cr-table tfoot td{border-top:0}
  .cr-table td{display:flex;justify-content:space-between;gap:12px;border:0;padding:4px 0;text-align:right;overflow-wrap:anywhere}
  .cr-table td::before{content:attr(data-label);flex:0 0 auto;max-width:50%;overflow-wrap:break-word;color:#475467;text-align:left}
  .cr-table .cr-num{white-space:normal}
}
`;

/** Adds the kit's <style> elements to <head> unless they are there (safe to call on every render). */
export function ensureRecordStyles(doc: Document = document): void {
  ensureControlStyles(doc);
  injectStyle(RECORD_STYLE_ELEMENT_ID, CSS, doc);
}
