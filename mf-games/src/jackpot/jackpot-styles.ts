// The jackpot panel's look, injected once as a <style> (the build has no CSS loader). Every
// character sits in a cell of fixed width with tabular figures, so counting never moves anything;
// the frame's theme colours come from the template's --cr-* properties.
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-games-jackpot-styles';

const CSS = `
.mf-games-jackpot{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;gap:4px;margin:0 0 16px;padding:14px 16px 16px;border-radius:14px;background:var(--cr-header-bg,#14141c);color:var(--cr-header-text,#fff);text-align:center}
.mf-games-jackpot__title{margin:0;font-size:14px;font-weight:700;letter-spacing:.18em;text-transform:uppercase;opacity:.85}
.mf-games-jackpot__amount{display:flex;align-items:baseline;justify-content:center;flex-wrap:nowrap;gap:8px;margin:0;max-width:100%}
.mf-games-jackpot__currency{font-size:clamp(.8rem,2.6vw,1.1rem);font-weight:700;opacity:.8}
.mf-games-jackpot__digits{display:inline-flex;font-size:clamp(1.45rem,6.4vw,3rem);font-weight:800;line-height:1.1;color:var(--cr-accent,#f2b705);font-variant-numeric:tabular-nums lining-nums;white-space:nowrap}
.mf-games-jackpot__cell{display:inline-block;width:.68em;text-align:center}
.mf-games-jackpot__cell--point{width:.34em}
.mf-games-jackpot__cell--lead{opacity:.45}
.mf-games-jackpot__note{min-height:1.4em;margin:0;font-size:13px;opacity:.8}
.mf-games-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

export function ensureJackpotStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
