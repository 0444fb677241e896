// The agent centre's report and downline pages' CSS (the record kit's is shared's), one <style>
// through the shared injectStyle (CSP nonce). Nothing widens the page at 390 px.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfpr-panel{box-sizing:border-box;max-width:100%;min-width:0;overflow-wrap:anywhere}
.mfpr-panel h3{margin:24px 0 8px;font-size:16px}
.mfpr-search .cr-input{width:16rem;max-width:100%}
.mfpr-crumbs ol{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 12px;padding:0;list-style:none}
.mfpr-crumbs li:not(:last-child)::after{content:"/";margin-left:4px;color:#98a2b3}
.mfpr-crumbs a{color:var(--cr-link,#175cd3)}
.mfpr-crumbs [aria-current]{font-weight:600}
.mfpr-status--active,.mfpr-status--settled{color:#05603a}
.mfpr-status--disabled,.mfpr-status--frozen{color:#b42318}
.mfpr-status--pending{color:#7a2e0e}
.mfpr-loss{color:#b42318}
`;

export const injectReportStyles = (): void => injectStyle('mf-proxy-report-styles', CSS);
