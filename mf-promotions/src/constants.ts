// mf-promotions' own constants (the spec's shared ones are in @croupier/shared: red-envelope
// zone and refetch delay, bulletin devices and locations, the home banners' boxes).

/** Session storage (spec 02 §9): when the pop-up bulletin was last closed, 'YYYY-MM-DD HH:mm:ss' in the site's zone. */
export const BULLETIN_CLOSE_TIME_KEY = 'popup_bulletin_close_time';
/** Session storage: the pop-up was cancelled ("not again this session"); spec 02 §4's first rule. */
export const BULLETIN_CANCELLED_KEY = 'popup_bulletin_cancelled';
/** The query parameter that keeps the pop-up away (spec 02 §2: modal is read by the pop-up logic). */
export const MODAL_QUERY = 'modal';
/** Carousel autoplay interval, ms. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** News list page size (/main/:id's latest news). */
export const NEWS_PAGE_SIZE = 10;
/** After the red envelope's countdown reaches 0: hide, then ask again after this many ms (spec 02 §9). */
export const RED_ENVELOPE_REFETCH_MS = 3000;
/** Marquee speed, px per second. */
export const MARQUEE_SPEED_PX_S = 60;
