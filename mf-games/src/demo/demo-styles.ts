// The demo modals' layout, injected once as a <style> (the build has no CSS loader). Buttons use
// the UI kit's classes; tiles have fixed image boxes so nothing moves as logos load.
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-games-demo-styles';

const CSS = `
.mf-games-demo__open.cr-button{display:inline-flex;align-items:center;gap:8px;align-self:flex-start;justify-self:start;width:auto;max-width:100%;border-color:var(--cr-accent,#f2b705);background:var(--cr-accent,#f2b705);color:var(--cr-accent-text,#14141c)}
.mf-games-demo__open.cr-button:hover{background:var(--cr-accent,#f2b705);filter:brightness(1.06)}
.mf-games-demo__icon{font-size:.75em}
.mf-games-demo-modal.cr-modal{max-width:44rem}
.mf-games-demo__hint{margin:0 0 12px;color:#475467}
.mf-games-demo__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:12px;margin:0;padding:0;list-style:none}
.mf-games-demo__tile{display:flex;flex-direction:column;align-items:center;gap:8px;box-sizing:border-box;width:100%;height:100%;padding:10px;border:1px solid #d0d5dd;border-radius:10px;background:#fff;color:#101828;font:inherit;font-weight:600;text-align:center;cursor:pointer}
.mf-games-demo__tile:hover{border-color:var(--cr-accent,#f2b705);background:#fffbeb}
.mf-games-demo__tile[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.mf-games-demo__tile[aria-busy=true]{cursor:progress}
.mf-games-demo__tile img{display:block;width:100%;height:auto;aspect-ratio:2/1;object-fit:contain;border-radius:6px}
.mf-games-demo__tile--game img{aspect-ratio:1/1;object-fit:cover;background:#f2f4f7}
.mf-games-demo__name{overflow-wrap:anywhere;line-height:1.3}
.mf-games-demo__type{margin-top:-6px;color:#475467;font-size:12px;font-weight:500}
.mf-games-demo__state{margin:8px 0;color:#475467}
.mf-games-demo__state[role=alert]{color:#b42318}
.mf-games-demo__actions{display:flex;justify-content:flex-end;gap:8px;margin-top:16px}
@media (max-width:35.99rem){.mf-games-demo__grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}}
`;

export function ensureDemoStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
