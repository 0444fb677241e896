// Promotions and the content around them: promotions, red envelopes, sign-ins, the referral and
// its reward, bulletins, announcements, the carousel, letters and help pages. What other domains
// and the routes may use; the files of this folder import each other directly.
export { type AnnouncementPatch, type Announcements, createAnnouncements } from './announcements.js';
export {
  BULLETIN_HISTORY_LIMIT,
  type BulletinGroup,
  type Bulletins,
  type BulletinText,
  createBulletins,
} from './bulletins.js';
export { type Carousel, createCarousel, type NewCarouselPicture } from './carousel.js';
export { createHelpPages, type HelpPages } from './help-pages.js';
export { createLetters, type Letters } from './letters.js';
export { createPromotions, type Promotions } from './promotions.js';
export { createRecommendRewards, REWARD_LEDGER_REASON, rewardCents } from './recommend-rewards.js';
export { shareCents } from './red-envelope-share.js';
export { createRedEnvelopes, parseRedEnvelopeTime, type RedEnvelopes } from './red-envelopes.js';
export { createReferral, type Referral } from './referral.js';
export { createSignins, type Signins } from './signins.js';
