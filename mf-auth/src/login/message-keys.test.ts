// Every message key the login flows can show (code tables and validation rules in the shared
// contracts) has its English text in the mf-auth namespace.
import {
  DEVICE_CODE_KEYS,
  DEVICE_VERIFICATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_QUESTIONS,
  DOUBLE_VALIDATION_SKIP_CODE_MESSAGES,
  DOUBLE_VALIDATION_SUCCESS_KEY,
  FORGOT_KEYS,
  FORGOT_RESET_CODE_MESSAGES,
  FORGOT_VERIFY_CODE_MESSAGES,
  LOGIN_CODE_MESSAGES,
  LOGIN_REQUIRED_KEYS,
  NEW_PASSWORD_KEYS,
  SMS_CODE_MESSAGES,
  THIRD_PARTY_CODE_MESSAGES,
  TRANSFER_FORM_KEYS,
  TRANSFER_VERIFY_AGAIN_KEY,
  doubleValidationEmptyAnswerKey,
} from '@croupier/shared';
import { i18nBundles } from '../i18n.js';

const english = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], i18nBundles.en_US);

const KEYS = [
  ...Object.values(LOGIN_CODE_MESSAGES),
  ...Object.values(LOGIN_REQUIRED_KEYS),
  ...Object.values(DOUBLE_VALIDATION_CODE_MESSAGES),
  ...Object.values(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES),
  DOUBLE_VALIDATION_SUCCESS_KEY,
  ...DOUBLE_VALIDATION_QUESTIONS.map(doubleValidationEmptyAnswerKey),
  ...DOUBLE_VALIDATION_QUESTIONS.map((q) => `double_validation.question.${q}`),
  ...Object.values(DEVICE_VERIFICATION_CODE_MESSAGES),
  ...Object.values(DEVICE_CODE_KEYS),
  TRANSFER_VERIFY_AGAIN_KEY,
  ...Object.values(TRANSFER_FORM_KEYS),
  'transfer.err_contact_required',
  ...Object.values(NEW_PASSWORD_KEYS),
  ...Object.values(FORGOT_KEYS),
  ...Object.values(FORGOT_VERIFY_CODE_MESSAGES),
  ...Object.values(FORGOT_RESET_CODE_MESSAGES),
  ...Object.values(SMS_CODE_MESSAGES),
  ...Object.values(THIRD_PARTY_CODE_MESSAGES),
];

describe('message keys of the login flows', () => {
  it.each([...new Set(KEYS)])('%s has English text', (key) => {
    expect(typeof english(key)).toBe('string');
  });
});
