// The marquee's face for the rest of mf-promotions: home-banners.tsx shows it under the carousel.
export { Marquee } from './marquee.js';
