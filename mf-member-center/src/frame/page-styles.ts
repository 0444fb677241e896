// The cashier, record and referral pages' CSS (the frame's is styles.ts; the record kit's, date
// range, tables and pagination, is shared's), one <style> through the shared injectStyle (CSP
// nonce). Nothing is wider than its box: long numbers wrap.
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
/* A filter form (referred members' search) is a row like the kit's other filters (cr-filters), not a column of the forms. */
.mfmc-panel form.cr-filters{flex-direction:row;max-width:none}
.mfmc-totals{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0;font-weight:600}
.mfmc-order--approved{color:#05603a}.mfmc-order--rejected{color:#b42318}.mfmc-order--pending{color:#7a2e0e}
.mfmc-accounts{display:flex;flex-direction:column;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.mfmc-account{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:12px;border:1px solid #d0d5dd;border-radius:8px}
.mfmc-account__main{flex:1 1 12rem;min-width:0}
.mfmc-referral{display:grid;gap:16px}
.mfmc-copy{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mfmc-copy code{padding:4px 8px;border-radius:6px;background:#f2f4f7;word-break:break-all}
.mfmc-qr{display:inline-block;padding:8px;background:#fff;line-height:0}
`;

export const injectPageStyles = (): void => injectStyle('mfmc-page-styles', CSS);
