// The news' face for the rest of mf-promotions: the frame shows the news page (/main/:id), the
// marquee loads the news modal on a click.
export { NewsModal } from './news-modal.js';
export { NewsPage } from './news-page.js';
