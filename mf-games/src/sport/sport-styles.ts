// The sportsbook's frame, injected once as a <style> (the build has no CSS loader). Until the
// page reports its height (S001) the frame fills most of the viewport.
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-games-sport-styles';

const CSS = `
.mf-games-sport{box-sizing:border-box;width:100%}
.mf-games-sport__frame{display:block;box-sizing:border-box;width:100%;height:max(32rem,calc(100vh - 12rem));border:0;border-radius:10px;background:#fff}
.mf-games-sport__state{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;min-height:20rem;padding:24px;border:1px dashed var(--cr-border,#d0d5dd);border-radius:10px;background:var(--cr-surface,#fff);color:var(--cr-text,#101828);text-align:center}
.mf-games-sport__state p{margin:0}
.mf-games-sport__state p[role=alert]{color:#b42318;font-weight:600}
`;

export function ensureSportStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
