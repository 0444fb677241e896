// The Responsible gaming page's CSS through the shared injectStyle (CSP nonce). The limits sit in
// a grid that becomes one column on a phone; the exclusion dialog is portaled to <body>, so its
// classes are not under .mfmc.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfmc-rg{display:flex;flex-direction:column;gap:0;min-width:0}
.mfmc-rg__hint{margin:0 0 16px;padding:12px;border-left:4px solid var(--cr-primary,#175cd3);background:#eff4ff}
.mfmc-rg__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:12px}
.mfmc-rg__item{min-width:0;padding:12px;border:1px solid #e4e7ec;border-radius:8px}
.mfmc-rg__item h4{margin:0 0 8px;font-size:1rem}
.mfmc-rg__item p,.mfmc-rg .mfmc-card>p{margin:0 0 8px}
.mfmc-rg__pending{display:flex;flex-wrap:wrap;gap:8px;align-items:center;padding:8px;border-radius:6px;background:#fffaeb;color:#7a2e0e}
.mfmc-rg__actions{display:flex;flex-wrap:wrap;gap:8px}
.mfmc-rg__choices{display:flex;flex-wrap:wrap;gap:8px 16px;margin:0 0 8px;padding:0;border:0;min-width:0}
.mfmc-rg__choices legend{margin-bottom:6px;font-weight:600}
.mfmc-rg__choices label{display:inline-flex;align-items:center;gap:6px;min-height:44px}
.mfmc-rg__choices .mfmc-field__error{flex-basis:100%;margin:0;min-height:1.5em;color:#b42318;font-size:13px}
.mfmc-rg__warning{margin:0 0 12px;padding:12px;border:1px solid #fda29b;border-radius:8px;background:#fef3f2;color:#912018;font-weight:600}
.mfmc-rg-modal .mfmc-form{display:flex;flex-direction:column;gap:4px}
.mfmc-rg-modal .mfmc-field{display:flex;flex-direction:column;gap:4px}
.mfmc-rg-modal .mfmc-field__error{min-height:1.5em;margin:0;color:#b42318;font-size:13px}
.mfmc-rg-modal .mfmc-form__error{color:#b42318}
.mfmc-rg-modal .mfmc-form__notice{margin:0}
.mfmc-rg-danger{border-color:#b42318;background:#b42318;color:#fff}
.mfmc-rg-danger:hover{background:#912018}
`;

export const injectRgStyles = (): void => injectStyle('mfmc-rg-styles', CSS);
