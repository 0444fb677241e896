// The forms' face: the cashier, profile and responsible-gaming codes read a refusal's field here.
export { fieldErrorOf } from './field-error.js';
