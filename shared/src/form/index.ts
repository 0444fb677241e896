// The form kit of the remotes' forms (mf-auth, mf-member-center, mf-proxy): the text field and
// alert line (each app's classes), messages, countdowns, and the request_id of a money submit.
// The house form hook over a valibot schema (react-hook-form) is the separate entry
// '@croupier/shared/form', so the shell's first load, which takes this entry, never carries
// react-hook-form.
export { TextField } from './text-field.js';
export { FormAlert } from './form-alert.js';
export { useCountdown, useMomentReached } from './use-countdown.js';
export { useRequestId } from './use-request-id.js';
export {
  renderMessage,
  serverMessage,
  codeMessage,
  transportErrorMessage,
  failureMessage,
  isAborted,
  type Message,
} from './message.js';
