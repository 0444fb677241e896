// The double validation's face for the rest of mf-auth: a login answer that asks the question,
// and the modal that asks it.
export { isDoubleValidationAnswer } from './double-validation-answer.js';
export { DoubleValidationModal } from './double-validation-modal.js';
