// The lists' CSS, injected once as a <style> (the build has no CSS loader). Colours come from the
// template's palette (--cr-*, set by the shell on <html>), with the desktop palette as fallback
// for the standalone harness. Which layout applies is decided in script (ui store isDesktop):
// the root carries mfg--desktop or mfg--mobile. Every thumbnail sits in a box of fixed aspect
// ratio, so images arriving late never move the page; cards far off screen are not rendered
// (content-visibility) and long lists grow in chunks (GameGrid).
import { injectStyle } from '@croupier/shared';

const STYLE_ELEMENT_ID = 'mf-games-lists-styles';

const CSS = `
.mfg{--mfg-gap:16px;--mfg-card-min:150px;--mfg-radius:10px;color:var(--cr-text,#1d1d24);min-width:0}
.mfg--mobile{--mfg-gap:10px;--mfg-card-min:100px}
.mfg :focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:2px}
.mfg-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.mfg-page{display:flex;flex-direction:column;gap:24px}
.mfg--mobile .mfg-page{gap:18px}
.mfg-section{min-width:0}
.mfg-section__head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:0 0 12px}
.mfg-section__title{margin:0;font-size:1.25rem;line-height:1.3}
.mfg--mobile .mfg-section__title{font-size:1.0625rem}
.mfg-section__note{margin:0;color:var(--cr-text-muted,#555566);font-size:.875rem}
.mfg-page__head{display:flex;flex-direction:column;gap:6px}
.mfg-page__title{margin:0;font-size:1.5rem;line-height:1.25}
.mfg--mobile .mfg-page__title{font-size:1.25rem}
.mfg-page__note{margin:0;color:var(--cr-text-muted,#555566)}
.mfg-back{align-self:flex-start;display:inline-flex;align-items:center;gap:4px;min-height:44px;font-weight:600}

/* Game type bar: a row that scrolls inside itself on a phone, wraps on desktop */
.mfg-types ul{display:flex;gap:8px;min-height:76px;margin:0;padding:0 0 4px;list-style:none;overflow-x:auto;overscroll-behavior-x:contain;scrollbar-width:thin}
.mfg--desktop .mfg-types ul{flex-wrap:wrap;min-height:52px;overflow:visible}
.mfg--desktop .mfg-types li{flex:0 1 auto}
.mfg-types li{flex:none}
.mfg-types a{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-width:76px;min-height:72px;padding:8px 10px;box-sizing:border-box;border:1px solid var(--cr-border,#d9dbe3);border-radius:var(--mfg-radius);background:var(--cr-surface,#fff);color:var(--cr-text,#1d1d24);font-size:.8125rem;font-weight:600;text-align:center;text-decoration:none}
.mfg--desktop .mfg-types a{flex-direction:row;min-height:48px;padding:6px 12px;font-size:.9375rem;white-space:nowrap}
.mfg-types a:hover{border-color:var(--cr-accent,#f2b705)}
.mfg-types a[aria-current=page]{background:var(--cr-accent,#f2b705);border-color:var(--cr-accent,#f2b705);color:var(--cr-accent-text,#14141c)}
.mfg-types__icon{display:block;width:32px;height:32px;flex:none}
.mfg-types__icon--active,.mfg-types a:hover .mfg-types__icon--idle,.mfg-types a[aria-current=page] .mfg-types__icon--idle{display:none}
.mfg-types a:hover .mfg-types__icon--active,.mfg-types a[aria-current=page] .mfg-types__icon--active{display:block}

/* Grid of cards */
.mfg-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(var(--mfg-card-min),1fr));gap:var(--mfg-gap);margin:0;padding:0;list-style:none}
.mfg-card{position:relative;min-width:0;content-visibility:auto;contain-intrinsic-size:auto 220px}
.mfg--mobile .mfg-card{contain-intrinsic-size:auto 160px}
.mfg-card__open{display:flex;flex-direction:column;width:100%;height:100%;margin:0;padding:0;box-sizing:border-box;border:1px solid var(--cr-border,#d9dbe3);border-radius:var(--mfg-radius);overflow:hidden;background:var(--cr-surface,#fff);color:var(--cr-text,#1d1d24);font:inherit;text-align:left;text-decoration:none;cursor:pointer}
.mfg-card__open:hover{border-color:var(--cr-accent,#f2b705);box-shadow:0 4px 14px rgba(16,24,40,.12)}
.mfg-card__open[aria-disabled=true]{cursor:progress;opacity:.65}
.mfg-thumb{position:relative;display:block;aspect-ratio:1/1;background:#e6e7ee;overflow:hidden}
.mfg-thumb--hall{aspect-ratio:5/2}
.mfg-thumb img{display:block;width:100%;height:100%;object-fit:cover}
.mfg-thumb--hall img{object-fit:contain}
.mfg-thumb__fallback{position:absolute;inset:0;display:grid;place-items:center;color:#555566;font-size:2rem;font-weight:700}
/* Two lines at most; margins, not padding, so a third line cannot peek out under the clip. */
.mfg-card__name{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;margin:8px 10px;padding:0;font-size:.875rem;font-weight:600;line-height:1.3;overflow-wrap:anywhere}
.mfg--mobile .mfg-card__name{margin:6px 8px;font-size:.8125rem}
.mfg-card__meta{display:block;padding:0 10px 8px;margin-top:-6px;color:var(--cr-text-muted,#555566);font-size:.75rem;font-weight:400;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mfg--mobile .mfg-card__meta{padding:0 8px 6px}
.mfg-badge{position:absolute;top:6px;left:6px;padding:1px 8px;border-radius:999px;background:#b42318;color:#fff;font-size:.6875rem;font-weight:700;line-height:18px;text-transform:uppercase;letter-spacing:.02em}
.mfg-badge--new{background:#175cd3}
.mfg-fav{position:absolute;top:0;right:0;display:grid;place-items:center;width:44px;height:44px;margin:0;padding:0;border:0;background:none;cursor:pointer;color:#fff}
.mfg-fav__icon{display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:rgba(20,20,28,.72);font-size:18px;line-height:1}
.mfg-fav[aria-pressed=true] .mfg-fav__icon{background:var(--cr-accent,#f2b705);color:var(--cr-accent-text,#14141c);box-shadow:0 0 0 2px #14141c}
.mfg-fav:focus-visible{outline-offset:-3px}

.mfg-more{display:flex;justify-content:center;margin-top:var(--mfg-gap)}
.mfg-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 18px;border:1px solid var(--cr-border,#d9dbe3);border-radius:8px;background:var(--cr-surface,#fff);color:var(--cr-text,#1d1d24);font:inherit;font-weight:600;cursor:pointer}
.mfg-button--primary{border-color:var(--cr-accent,#f2b705);background:var(--cr-accent,#f2b705);color:var(--cr-accent-text,#14141c)}

/* States: a skeleton of the grid's own size while loading, so nothing moves when data comes */
.mfg-skeleton .mfg-card__open{cursor:default;animation:mfg-pulse 1.2s ease-in-out infinite alternate}
.mfg-skeleton .mfg-card__name::before{content:"";display:block;width:70%;height:1.1em;border-radius:4px;background:#e6e7ee}
.mfg-notice{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0;padding:16px;border:1px dashed var(--cr-border,#d9dbe3);border-radius:var(--mfg-radius);background:var(--cr-surface,#fff);color:var(--cr-text-muted,#555566)}
.mfg-notice p{margin:0}
@keyframes mfg-pulse{from{opacity:1}to{opacity:.55}}
@media (prefers-reduced-motion:reduce){.mfg-skeleton .mfg-card__open{animation:none}}

/* Slot list: search, tabs, label filter */
.mfg-toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-bottom:12px}
.mfg-search{flex:1 1 240px;max-width:360px}
.mfg--mobile .mfg-search{max-width:none}
.mfg-search input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid #8a8f9c;border-radius:8px;background:var(--cr-surface,#fff);color:inherit;font:inherit}
.mfg-tabs{display:flex;gap:4px;border-bottom:1px solid var(--cr-border,#d9dbe3);overflow-x:auto;scrollbar-width:none}
.mfg-tabs [role=tab]{flex:none;min-height:44px;padding:0 14px;border:0;border-bottom:3px solid transparent;background:none;color:var(--cr-text-muted,#555566);font:inherit;font-weight:600;cursor:pointer}
.mfg--mobile .mfg-tabs [role=tab]{flex:1 1 0;min-width:0;padding:4px;font-size:.9375rem;line-height:1.2}
.mfg-tabs [role=tab][aria-selected=true]{border-bottom-color:var(--cr-accent,#f2b705);color:var(--cr-text,#1d1d24)}
.mfg-tabpanel{padding-top:16px}
.mfg-tabpanel:focus-visible{outline-offset:4px}
.mfg-filter{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.mfg-filter button{min-height:36px;padding:0 14px;border:1px solid var(--cr-border,#d9dbe3);border-radius:999px;background:var(--cr-surface,#fff);color:var(--cr-text,#1d1d24);font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.mfg--mobile .mfg-filter button{min-height:44px}
.mfg-filter button[aria-pressed=true]{border-color:var(--cr-text,#1d1d24);background:var(--cr-text,#1d1d24);color:var(--cr-surface,#fff)}
.mfg-count{margin:0;color:var(--cr-text-muted,#555566);font-size:.875rem}

/* Game room (desktop): providers beside the list */
.mfg-room{display:grid;grid-template-columns:220px minmax(0,1fr);gap:24px;align-items:start}
.mfg-room__providers{position:sticky;top:12px;max-height:calc(100vh - 24px);overflow-y:auto;overscroll-behavior:contain}
.mfg-room__providers ul{display:flex;flex-direction:column;gap:4px;margin:0;padding:2px 4px 2px 0;list-style:none}
.mfg-room__providers a{display:flex;align-items:center;min-height:44px;padding:0 12px;border-radius:8px;color:var(--cr-text,#1d1d24);font-weight:600;text-decoration:none}
.mfg-room__providers a:hover{background:var(--cr-surface,#fff)}
.mfg-room__providers a[aria-current=page]{background:var(--cr-accent,#f2b705);color:var(--cr-accent-text,#14141c)}
`;

export function ensureListStyles(doc: Document = document): void {
  injectStyle(STYLE_ELEMENT_ID, CSS, doc);
}
