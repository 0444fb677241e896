// @croupier/shared/answers: readings of api answers that several remotes share. Stateless, so it
// is bundled into each app that imports it rather than shared through federation: the home page,
// which reads none of these answers, loads none of it.
export { fetchIsFriend } from './bonus-setting-check.js';
export { isFieldError } from './field-error.js';
