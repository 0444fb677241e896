// Test helpers for remotes and the shell (`@croupier/shared/testing`); never imported by app code.
export { ok, refused } from './answers.js';
export { createTestRemoteProps } from './create-test-remote-props.js';
export { jsonResponse, routeFetch } from './json-response.js';
export { mountPage, type MountedPage, type MountPageOptions, type TestRoutes } from './mount-page.js';
export { mountRemote, type MountedRemote } from './mount-remote.js';
export {
  OTHER_LANGUAGES,
  sharedTopLevelKeys,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from './translation-problems.js';
export { TEST_MEMBER, testMemberLayout } from './test-member.js';
export { testSiteDetail } from './test-site-detail.js';
