// Referral's face: the frame shows its three pages.
export { RecommendMemberSearchPage } from './recommend-member-search-page.js';
export { RecommendProjectPage } from './recommend-project-page.js';
export { RecommendRecordPage } from './recommend-record-page.js';
