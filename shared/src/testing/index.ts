// Test helpers for remotes and the shell (`@croupier/shared/testing`); never imported by app code.
export { FakeEcho } from './fake-echo.js';
export { createTestRemoteProps, type TestRemote, type TestRemoteOptions } from './create-test-remote-props.js';
export { jsonResponse, routeFetch, type JsonResponseInit } from './json-response.js';
export { mountRemote, type MountedRemote } from './mount-remote.js';
export {
  OTHER_LANGUAGES,
  SAME_IN_EVERY_LANGUAGE,
  sharedTopLevelKeys,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from './translation-problems.js';
export { testSiteDetail, type TestSiteDetailOptions } from './test-site-detail.js';
