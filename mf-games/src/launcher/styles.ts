// The launcher's few layout rules, injected once as a <style> (the build has no CSS loader).
// The game keeps its 1500x800 proportions in the modal; on /play it fills the width.
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-games-launcher-styles';

const CSS = `
.cr-modal.mf-games-game-modal{max-width:min(1500px,96vw);width:96vw;height:min(800px,92vh)}
.mf-games-game-modal .cr-modal__body{flex:1;display:flex;padding:0}
.mf-games-frame{display:block;flex:1;width:100%;height:100%;min-height:0;border:0;background:#000}
.mf-games-play{display:flex;flex-direction:column;gap:8px;box-sizing:border-box;width:100%;padding:8px}
.mf-games-play__bar{display:flex;align-items:center;gap:8px;min-height:40px}
.mf-games-play__title{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.mf-games-play__screen{display:flex;height:calc(100vh - 160px);min-height:480px}
.mf-games-maintain__actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.mf-games-maintain__actions .cr-button{flex:1 1 auto}
`;

export function ensureLauncherStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
