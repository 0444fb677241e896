// The form kit of the remotes' forms (mf-auth, mf-member-center): the house form over a valibot
// schema, its text field and alert line (each app's classes), messages, and countdowns.
export { useAppForm, type FieldProps } from './use-form.js';
export { TextField } from './text-field.js';
export { FormAlert } from './form-alert.js';
export { useCountdown, useMomentReached } from './use-countdown.js';
export {
  renderMessage,
  serverMessage,
  codeMessage,
  transportErrorMessage,
  failureMessage,
  isAborted,
  type Message,
} from './message.js';
