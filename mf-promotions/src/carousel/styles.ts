// The home banners' CSS (carousel and the box around it), injected once with the page's CSP nonce
// (the shared injectStyle; the build has no CSS loader). The box's size comes from its inline
// aspect-ratio (HOME_BANNERS_BOX) alone, so pictures arriving never move the page; the slides lie
// on one another inside it (the shown one fades in; none sticks out of the box) and the controls
// float over them. Colours from the template's palette (--cr-*), with fallbacks.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfpr-home{display:block;width:100%;min-width:0;max-width:100%;overflow:hidden}
.mfpr-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mfpr-carousel{position:relative;display:block;width:100%;margin:0;overflow:hidden;background:var(--cr-surface-muted,#e9ebf0)}
.mfpr-carousel :focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:-3px}
.mfpr-carousel__viewport{position:absolute;inset:0;overflow:hidden;touch-action:pan-y}
.mfpr-carousel__track{position:relative;height:100%}
.mfpr-carousel__slide{position:absolute;inset:0;opacity:1;visibility:visible;transition:opacity .45s ease,visibility 0s}
.mfpr-carousel__slide[aria-hidden=true]{opacity:0;visibility:hidden;pointer-events:none;transition:opacity .45s ease,visibility 0s .45s}
.mfpr-carousel__slide>a,.mfpr-carousel__slide>button{display:block;width:100%;height:100%;padding:0;margin:0;border:0;background:none;cursor:pointer;color:inherit}
.mfpr-carousel__slide img{display:block;width:100%;height:100%;object-fit:cover;user-select:none}
.mfpr-carousel__control{position:absolute;z-index:1;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:rgba(16,24,40,.6);color:#fff;font-size:20px;line-height:1;cursor:pointer}
.mfpr-carousel__control:hover{background:rgba(16,24,40,.8)}
.mfpr-carousel__control:focus-visible{outline:3px solid #fff;outline-offset:2px;box-shadow:0 0 0 5px var(--cr-focus,#175cd3)}
.mfpr-carousel__rotation{top:8px;right:8px;font-size:13px}
.mfpr-carousel__previous{left:8px;top:50%;transform:translateY(-50%)}
.mfpr-carousel__next{right:8px;top:50%;transform:translateY(-50%)}
.mfpr-carousel__dots{position:absolute;z-index:1;left:50%;bottom:6px;transform:translateX(-50%);display:flex;gap:2px;max-width:calc(100% - 16px);flex-wrap:wrap;justify-content:center}
.mfpr-carousel__dot{width:24px;height:24px;padding:0;border:0;background:none;cursor:pointer;display:flex;align-items:center;justify-content:center}
.mfpr-carousel__dot::before{content:"";width:10px;height:10px;border-radius:50%;background:rgba(255,255,255,.7);box-shadow:0 0 0 1px rgba(16,24,40,.6)}
.mfpr-carousel__dot[aria-current=true]::before{width:12px;height:12px;background:var(--cr-primary,#175cd3);box-shadow:0 0 0 2px #fff}
.mfpr-carousel__dot:focus-visible{outline:3px solid #fff;outline-offset:0;border-radius:50%}
@media (max-width:991.98px){
  .mfpr-carousel__rotation{top:4px;right:4px;font-size:11px}
  .mfpr-carousel__previous{left:4px}
  .mfpr-carousel__next{right:4px}
}
@media (prefers-reduced-motion:reduce){.mfpr-carousel__slide,.mfpr-carousel__slide[aria-hidden=true]{transition:none}}
`;

export const ensureCarouselStyles = (): void => injectStyle('mf-promotions-carousel-styles', CSS);
