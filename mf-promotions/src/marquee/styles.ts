// The marquee's CSS: a fixed-height line; the ticker moves two copies of the items by one copy's
// width (-50%), paused on hover and focus; under reduced motion a still line that scrolls.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfpr-marquee{display:flex;align-items:center;gap:8px;width:100%;min-width:0;box-sizing:border-box;padding:0 8px;overflow:hidden;background:var(--cr-surface,#fff);border-bottom:1px solid #e4e7ec;color:var(--cr-text,#1d1d24)}
.mfpr-marquee__icon{flex:0 0 auto;color:var(--cr-primary,#175cd3)}
.mfpr-marquee__viewport{flex:1 1 auto;min-width:0;height:100%;overflow:hidden;display:flex;align-items:center}
.mfpr-marquee__viewport--still{overflow-x:auto;overscroll-behavior-x:contain;scrollbar-width:thin}
.mfpr-marquee__ticker{display:flex;width:max-content;animation:mfpr-marquee linear infinite}
.mfpr-marquee__viewport:hover .mfpr-marquee__ticker,.mfpr-marquee__viewport:focus-within .mfpr-marquee__ticker{animation-play-state:paused}
.mfpr-marquee__still{display:flex;width:max-content}
.mfpr-marquee__list{display:flex;list-style:none;margin:0;padding:0}
.mfpr-marquee__list li{flex:0 0 auto}
.mfpr-marquee__item{display:flex;align-items:center;min-height:32px;margin:0 24px 0 0;padding:0 4px;border:0;background:none;color:inherit;font:inherit;white-space:nowrap;cursor:pointer;text-decoration:underline;text-underline-offset:3px}
.mfpr-marquee__item:hover{color:var(--cr-link,#175cd3)}
.mfpr-marquee__item:focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:-3px}
@keyframes mfpr-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}
@media (prefers-reduced-motion:reduce){.mfpr-marquee__ticker{animation:none}}
`;

export const ensureMarqueeStyles = (): void => injectStyle('mf-promotions-marquee-styles', CSS);
