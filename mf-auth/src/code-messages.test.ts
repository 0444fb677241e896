// mf-auth's error catalogues: each code the api answers has a way to be shown, and every message
// the login flows can show has its English text (the tables' keys, and every message of the
// schemas the forms run, mf-auth's own and the shared contracts').
import {
  DEVICE_VERIFICATION_CODE,
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_QUESTIONS,
  THIRD_PARTY_CODE,
} from '@croupier/shared';
import { transferVerifyFormSchema } from '@croupier/shared/validation';
import {
  DEVICE_VERIFICATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_SERVER_MESSAGE_CODES,
  DOUBLE_VALIDATION_SKIP_CODE_MESSAGES,
  DOUBLE_VALIDATION_SUCCESS_KEY,
  EXCLUSION_CODE_MESSAGES,
  FORGOT_RESET_CODE_MESSAGES,
  FORGOT_VERIFY_CODE_MESSAGES,
  LOGIN_CODE_MESSAGES,
  SMS_CODE_MESSAGES,
  THIRD_PARTY_CODE_MESSAGES,
  TRANSFER_VERIFY_AGAIN_KEY,
  doubleValidationEmptyAnswerKey,
  loginCodeMessage,
} from './code-messages.js';
import { DeviceCodeSchema } from './device-verification/device-verification-modal.js';
import { doubleValidationFormSchema } from './double-validation/double-validation-modal.js';
import { CodeStepSchema } from './forgot-password/forgot-password-modal.js';
import { newPasswordSchema } from './form/new-password-fields.js';
import { i18nBundles } from './i18n.js';
import { LoginFormSchema } from './login/login-form.js';

const english = (key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], i18nBundles.en_US);

/** The messages a valibot schema can give: every `message` of its pipes, entries and options. */
function messagesOf(schema: unknown, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as Record<string, unknown>;
  if (typeof node.message === 'string') out.add(node.message);
  for (const child of [node.pipe, node.options, node.wrapped, node.entries && Object.values(node.entries)]) {
    if (Array.isArray(child)) for (const item of child) messagesOf(item, out);
    else messagesOf(child, out);
  }
  return out;
}

/** The api's mark of a request it does not understand (a wrong type, an oversized value). */
const MALFORMED = 'malformed';

const SCHEMAS = [
  LoginFormSchema,
  DeviceCodeSchema,
  CodeStepSchema,
  newPasswordSchema,
  transferVerifyFormSchema(null),
  ...DOUBLE_VALIDATION_QUESTIONS.map(doubleValidationFormSchema),
];

const KEYS = [
  ...SCHEMAS.flatMap((schema) => [...messagesOf(schema)].filter((m) => m !== MALFORMED)),
  ...Object.values(LOGIN_CODE_MESSAGES),
  ...Object.values(DOUBLE_VALIDATION_CODE_MESSAGES),
  ...Object.values(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES),
  DOUBLE_VALIDATION_SUCCESS_KEY,
  ...DOUBLE_VALIDATION_QUESTIONS.map((q) => `double_validation.question.${q}`),
  ...Object.values(DEVICE_VERIFICATION_CODE_MESSAGES),
  TRANSFER_VERIFY_AGAIN_KEY,
  'transfer.err_contact_required',
  ...Object.values(FORGOT_VERIFY_CODE_MESSAGES),
  ...Object.values(FORGOT_RESET_CODE_MESSAGES),
  ...Object.values(SMS_CODE_MESSAGES),
  ...Object.values(THIRD_PARTY_CODE_MESSAGES),
  ...Object.values(EXCLUSION_CODE_MESSAGES),
  'exclusion.help_pages',
  'exclusion.customer_service',
];

describe('message keys of the login flows', () => {
  it('reads the forms’ schemas (a broken walk would check nothing)', () => {
    expect(messagesOf(LoginFormSchema)).toEqual(new Set(['ph_account_name', 'ph_password', 'ph_account_verify_code']));
    expect(KEYS).toEqual(
      expect.arrayContaining(['device.err_code_format', 'forgot.err_phone_digits', 'new_password.err_confirm']),
    );
  });

  it.each([...new Set(KEYS)])('%s has English text', (key) => {
    expect(typeof english(key)).toBe('string');
  });
});

describe('code tables (spec 01 §8, spec 02 §8)', () => {
  it('maps the double-validation codes exactly as spec 02 §8 writes them', () => {
    expect(DOUBLE_VALIDATION_CODE_MESSAGES).toEqual({
      106: 'ip_error',
      103: 'verify_failed',
      104: 'verify_failed',
      105: 'verify_failed',
      205: 'verify_failed',
      206: 'verify_failed',
      998: 'double_validation_faild',
    });
    expect([...DOUBLE_VALIDATION_SERVER_MESSAGE_CODES]).toEqual([101, 102, 202]);
    expect(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES).toEqual({ 101: 'account_error' });
  });

  it('gives every double-validation code the api answers a way to be shown', () => {
    for (const code of Object.values(DOUBLE_VALIDATION_CODE)) {
      const shown =
        code in DOUBLE_VALIDATION_CODE_MESSAGES ||
        (DOUBLE_VALIDATION_SERVER_MESSAGE_CODES as readonly number[]).includes(code);
      expect([code, shown]).toEqual([code, true]);
    }
  });

  it('has a message for every device-verification and third-party code', () => {
    for (const code of Object.values(DEVICE_VERIFICATION_CODE))
      expect(DEVICE_VERIFICATION_CODE_MESSAGES).toHaveProperty(String(code));
    for (const code of Object.values(THIRD_PARTY_CODE)) expect(THIRD_PARTY_CODE_MESSAGES).toHaveProperty(String(code));
  });

  it('names the question in the key of an empty double-validation answer', () => {
    expect(DOUBLE_VALIDATION_QUESTIONS.map(doubleValidationEmptyAnswerKey)).toEqual([
      'double_validation_wrong_answer_empty_member_name',
      'double_validation_wrong_answer_empty_identity_id',
      'double_validation_wrong_answer_empty_member_phone',
      'double_validation_wrong_answer_empty_member_email',
      'double_validation_wrong_answer_empty_withdraw_password',
    ]);
  });
});

describe('loginCodeMessage', () => {
  it.each([
    [101, 'login.err_account_wrong'],
    [102, 'login.err_account_disabled'],
    [103, 'login.err_account_frozen'],
    [105, 'login.err_captcha_failed'],
    [106, 'login.err_ip'],
  ])('maps %i to %s', (code, key) => {
    expect(loginCodeMessage(code, 'server says')).toMatchObject({ key });
  });

  it.each([201, 202, 203])('gives %i the IP error with the code to append', (code) => {
    expect(loginCodeMessage(code, '')).toEqual({ key: 'login.err_ip_with_code', values: { code } });
  });

  it("shows the server's message for other codes, or the common 'error'", () => {
    expect(loginCodeMessage(500, 'Down for maintenance')).toEqual({ text: 'Down for maintenance' });
    expect(loginCodeMessage(500, '')).toEqual({ key: 'error', ns: 'common' });
  });
});
