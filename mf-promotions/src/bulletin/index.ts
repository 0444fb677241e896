// The pop-up bulletin's face for the rest of mf-promotions: site-promotions.tsx shows the pop-up,
// and the /discount page opens its history through the history store.
export { useBulletinHistory } from './history-store.js';
export { PopupBulletin } from './popup-bulletin.js';
