// The news page and modal's CSS: the article and the latest news side by side from 992 px, one
// column below it; operator HTML kept inside the column (pictures shrink, tables scroll in their
// own box), so nothing scrolls sideways at 390 px.
import { injectStyle } from '@croupier/shared';

const CSS = `
.mfpr-news{display:grid;grid-template-columns:minmax(0,1fr);gap:24px;min-width:0;overflow-wrap:anywhere}
@media (min-width:992px){.mfpr-news{grid-template-columns:minmax(0,1fr) 300px;align-items:start}}
.mfpr-news h3{margin:0 0 8px;font-size:1.2rem}
.mfpr-muted{color:var(--cr-muted,#475467)}
.mfpr-news__article{min-width:0}
.mfpr-news__latest{min-width:0;padding:16px;border:1px solid #e4e7ec;border-radius:10px;background:var(--cr-surface,#fff)}
.mfpr-news__list{list-style:none;margin:0 0 12px;padding:0}
.mfpr-news__list a{display:flex;flex-direction:column;gap:2px;min-height:44px;padding:8px;border-radius:8px;color:inherit;text-decoration:none}
.mfpr-news__list a:hover{background:rgba(23,92,211,.08)}
.mfpr-news__list-title{color:var(--cr-link,#175cd3);text-decoration:underline}
.mfpr-news__list a[aria-current=page]{background:var(--cr-primary,#175cd3);color:var(--cr-on-primary,#fff)}
.mfpr-news__list a[aria-current=page] .mfpr-news__list-title,.mfpr-news__list a[aria-current=page] .mfpr-muted{color:inherit}
.mfpr-news a:focus-visible,.mfpr-news-modal a:focus-visible{outline:3px solid var(--cr-focus,#175cd3);outline-offset:2px}
.mfpr-html{min-width:0;overflow-wrap:anywhere}
.mfpr-html img{max-width:100%;height:auto}
.mfpr-html table{display:block;max-width:100%;overflow-x:auto}
.mfpr-news-modal__more{margin:16px 0 0}
`;

export const ensureNewsStyles = (): void => injectStyle('mf-promotions-news-styles', CSS);
