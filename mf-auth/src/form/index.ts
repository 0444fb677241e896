// The forms' kit for the rest of mf-auth: the captcha and the new-password fields the flows share.
export { useCaptcha, type CaptchaView } from './api/get-captcha.js';
export { CaptchaImage, captchaAnswerRule } from './captcha-image.js';
export { NewPasswordFields, useNewPasswordForm } from './new-password-fields.js';
