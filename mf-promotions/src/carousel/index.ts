// The carousel's face for the rest of mf-promotions: home-banners.tsx shows it, and the marquee
// reports a failed call with the same toast.
export { Carousel } from './carousel.js';
export { useFailureToast } from './use-failure-toast.js';
