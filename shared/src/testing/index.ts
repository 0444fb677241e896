// Test helpers for remotes and the shell (`@croupier/shared/testing`); never imported by app code.
export { createTestRemoteProps, type TestRemote } from './create-test-remote-props.js';
export { jsonResponse, routeFetch } from './json-response.js';
export { mountRemote, type MountedRemote } from './mount-remote.js';
export {
  OTHER_LANGUAGES,
  sharedTopLevelKeys,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from './translation-problems.js';
export { testSiteDetail } from './test-site-detail.js';
