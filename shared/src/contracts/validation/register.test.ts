import * as v from 'valibot';
import type { RegisterSetting, RegisterSettingField } from '../register-types.js';
import { firstIssueByField } from './issues.js';
import { MALFORMED } from './malformed.js';
import {
  birthdaySchema,
  registerFormSchema,
  registerPayloadSchema,
  rulesFromSettings,
  type RegisterRules,
} from './register.js';

type RegisterFormValues = v.InferInput<ReturnType<typeof registerFormSchema>>;

/** Every field's first problem (empty when valid), as the register form shows them. */
function validateRegisterForm(rules: RegisterRules, values: RegisterFormValues): Record<string, string> {
  const result = v.safeParse(registerFormSchema(rules), values);
  return result.success ? {} : firstIssueByField(result.issues);
}

const setting = (
  name: RegisterSettingField,
  currency: string,
  flags: Partial<RegisterSetting> = {},
): RegisterSetting => ({
  name,
  currency,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...flags,
});

/** Every optional field displayed; `required` lists the required ones. */
function rules(currency: string, required: RegisterSettingField[] = [], phoneVerification = false): RegisterRules {
  const names: RegisterSettingField[] = [
    'confirm_password',
    'member_name',
    'member_email',
    'member_birthday',
    'member_phone',
    'member_qq',
    'member_wechat',
    'member_whats_app',
    'member_zalo',
    'member_fb',
    'member_telegram',
    'member_skype',
    'member_others',
    'identity_id',
    'withdraw_password',
    'captcha',
  ];
  return rulesFromSettings(
    names.map((n) =>
      setting(n, currency, {
        is_required: required.includes(n) ? 1 : 0,
        is_verification: n === 'member_phone' && phoneVerification ? 1 : 0,
      }),
    ),
    currency,
  );
}

const valid: RegisterFormValues = {
  member_account: 'new_user-1',
  password: 'abc123',
  confirm_password: 'abc123',
  member_name: '',
  member_email: '',
  member_birthday: '',
  member_phone: '',
  phone_verify: '',
  identity_id: '',
  withdraw_password: '',
  answer: '4242',
  member_qq: '',
  member_wechat: '',
  member_whats_app: '',
  member_zalo: '',
  member_fb: '',
  member_telegram: '',
  member_skype: '',
  member_others: '',
  agreement: true,
};

const errorOf = (r: RegisterRules, field: keyof RegisterFormValues, value: unknown) =>
  validateRegisterForm(r, { ...valid, [field]: value } as RegisterFormValues)[field] ?? null;

describe('register form rules (spec 01 §5)', () => {
  const USD = rules('USD');

  it('accepts a minimal valid form', () => {
    expect(validateRegisterForm(USD, valid)).toEqual({});
  });

  it.each([
    ['member_account', '', 'signup.err_account_required'],
    ['member_account', 'abc12', 'signup.err_account_format'],
    ['member_account', 'abcdefghij123', 'signup.err_account_format'],
    ['member_account', 'bad user', 'signup.err_account_format'],
    ['member_account', 'bad.user', 'signup.err_account_format'],
    ['member_account', 'ab_c-12', null],
    ['member_account', 'abcdefghijkl', null],
    ['password', '', 'signup.err_password_required'],
    ['password', 'abc12', 'signup.err_password_format'],
    ['password', 'abcdef1234567', 'signup.err_password_format'],
    ['password', 'abcdef', 'signup.err_password_format'],
    ['password', '123456', 'signup.err_password_format'],
    ['password', 'abc_123', 'signup.err_password_format'],
    ['member_email', 'nope', 'signup.err_email_format'],
    ['member_email', 'a@b', 'signup.err_email_format'],
    ['member_email', 'ana@example.com', null],
    ['member_phone', '12a45', 'signup.err_phone_digits'],
    ['member_phone', '+14155550142', 'signup.err_phone_digits'],
    ['member_phone', '4155550142', null],
    ['member_phone', '1'.repeat(21), 'signup.err_phone_length'],
    ['member_qq', 'abcd', 'signup.err_contact_format'],
    ['member_qq', 'a'.repeat(51), 'signup.err_contact_format'],
    ['member_qq', 'user@qq', 'signup.err_contact_format'],
    ['member_wechat', 'we.chat_1-x', null],
    ['member_whats_app', 'what sapp', 'signup.err_contact_format'],
    ['member_zalo', 'zalo#1', 'signup.err_contact_format'],
    ['member_fb', 'fb.user', null],
    ['member_telegram', '@tele_gram', null],
    ['member_skype', 'live:ana@x', 'signup.err_contact_format_at'],
    ['member_skype', 'ana@skype', null],
    ['member_others', 'other-1', null],
    ['withdraw_password', '123', 'signup.err_withdraw_password_format'],
    ['withdraw_password', '12345', 'signup.err_withdraw_password_format'],
    ['withdraw_password', '12a4', 'signup.err_withdraw_password_format'],
    ['withdraw_password', '1234', null],
    ['identity_id', 'x'.repeat(51), 'signup.err_identity_length'],
    ['answer', '', 'signup.err_captcha_required'],
    ['agreement', false, 'signup.err_agreement'],
    ['confirm_password', '', 'signup.err_confirm_required'],
    ['confirm_password', 'abc124', 'signup.err_confirm_mismatch'],
    ['member_name', 'Daniel Carter', null],
    ['member_birthday', '2000-02-30', 'signup.err_birthday_invalid'],
    ['member_birthday', '2000--', 'signup.err_birthday_incomplete'],
    ['member_birthday', '-05-01', 'signup.err_birthday_incomplete'],
    ['member_birthday', '1990-05-17', null],
    ['member_birthday', '--', null],
  ] as const)('%s %j -> %s', (field, value, expected) => {
    expect(errorOf(USD, field, value)).toBe(expected);
  });

  it.each([
    ['member_name', 'signup.err_name_required'],
    ['member_email', 'signup.err_email_required'],
    ['member_birthday', 'signup.err_birthday_required'],
    ['member_phone', 'signup.err_phone_required'],
    ['member_qq', 'signup.err_contact_required'],
    ['member_telegram', 'signup.err_contact_required'],
    ['identity_id', 'signup.err_identity_required'],
    ['withdraw_password', 'signup.err_withdraw_password_required'],
  ] as const)('%s is required only when configured', (field, key) => {
    expect(errorOf(USD, field, '')).toBeNull();
    expect(errorOf(rules('USD', [field]), field, '')).toBe(key);
  });

  it('a field that is not displayed is never required, and the captcha and confirmation only when displayed', () => {
    const none = rulesFromSettings([setting('member_email', 'USD', { is_display: 0, is_required: 1 })], 'USD');
    expect(validateRegisterForm(none, { ...valid, answer: '', confirm_password: '' })).toEqual({});
  });

  it('takes only the settings of its currency', () => {
    const r = rulesFromSettings([setting('member_email', 'INR', { is_required: 1 })], 'USD');
    expect(r.fields).toEqual({});
  });

  describe('name by currency', () => {
    it.each([
      ['RMB', '张三', null],
      ['RMB', '阿依古丽·买买提', null],
      ['RMB', '阿依古丽··买买提', 'signup.err_name_chinese'],
      ['RMB', '·张三', 'signup.err_name_chinese'],
      ['RMB', '张三·', 'signup.err_name_chinese'],
      ['RMB', 'Zhang San', 'signup.err_name_chinese'],
      ['RMB', '张 三', 'signup.err_name_chinese'],
      ['VND', 'NguyenThiLinh', null],
      ['VND', 'Nguyễn', null],
      ['VND', 'Nguyen Thi Linh', 'signup.err_name_one_word'],
      ['USD', 'Nguyen Thi Linh', null],
      ['USD', '   ', 'signup.err_name_required'],
      ['USD', 'x'.repeat(51), 'signup.err_name_length'],
    ] as const)('%s %j -> %s', (currency, name, expected) => {
      expect(errorOf(rules(currency), 'member_name', name)).toBe(expected);
    });
  });

  describe('phone by currency', () => {
    it.each([
      ['0912345678', null],
      ['091234567', 'signup.err_phone_vnd'],
      ['09123456789', 'signup.err_phone_vnd'],
      ['09123a5678', 'signup.err_phone_digits'],
    ] as const)('VND %j -> %s', (phone, expected) => {
      expect(errorOf(rules('VND'), 'member_phone', phone)).toBe(expected);
    });
  });

  describe('phone verification code', () => {
    const withSms = rules('VND', [], true);
    const check = (member_phone: string, phone_verify: string) =>
      validateRegisterForm(withSms, { ...valid, member_phone, phone_verify }).phone_verify ?? null;

    it.each([
      ['0912345678', '', 'signup.err_phone_verify_required'],
      ['0912345678', '12345', 'signup.err_phone_verify_format'],
      ['0912345678', '12345a', 'signup.err_phone_verify_format'],
      ['0912345678', '1234567', 'signup.err_phone_verify_format'],
      ['0912345678', '123456', null],
      ['', '', null],
    ] as const)('phone %j, code %j -> %s', (phone, code, expected) => {
      expect(check(phone, code)).toBe(expected);
    });

    it('is not asked for when verification is off', () => {
      expect(validateRegisterForm(rules('VND'), { ...valid, member_phone: '0912345678' })).toEqual({});
    });
  });

  it('shows the confirmation mismatch while other fields are still wrong', () => {
    const errors = validateRegisterForm(USD, { ...valid, member_account: '', confirm_password: 'other1' });
    expect(errors).toEqual({
      member_account: 'signup.err_account_required',
      confirm_password: 'signup.err_confirm_mismatch',
    });
  });

  it('refuses a birthday in the future', () => {
    const schema = birthdaySchema(rules('USD'), () => new Date(Date.UTC(2020, 0, 1)));
    expect(v.safeParse(schema, '2020-01-02').issues?.[0]?.message).toBe('signup.err_birthday_invalid');
    expect(v.safeParse(schema, '2020-01-01').success).toBe(true);
  });
});

describe('register payload (what the api checks)', () => {
  const USD = rules('USD', ['member_email']);
  const body = {
    site_id: '1',
    member_currency: 'USD',
    member_account: 'new_user1',
    password: 'abc123',
    member_email: 'a@b.co',
    answer: '4242',
  };

  it('accepts a body without the optional fields and fills them with empty strings', () => {
    const result = v.safeParse(registerPayloadSchema(USD), body);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ member_phone: '', introducer: '', member_qq: '' });
  });

  it('applies the same rules and message keys as the form', () => {
    const result = v.safeParse(registerPayloadSchema(USD), { ...body, member_email: '', member_account: 'a b' });
    expect(result.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['member_account', 'signup.err_account_format'],
      ['member_email', 'signup.err_email_required'],
    ]);
  });

  it('needs the SMS code when the currency verifies phones', () => {
    const result = v.safeParse(registerPayloadSchema(rules('VND', [], true)), {
      ...body,
      member_currency: 'VND',
      member_phone: '0912345678',
    });
    expect(result.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['phone_verify', 'signup.err_phone_verify_required'],
    ]);
  });

  it.each([
    ['a number for a text', { member_account: 12345678 }],
    ['an oversized text', { member_email: 'a'.repeat(300) }],
    ['a missing account', { member_account: undefined }],
    ['a lowercase currency', { member_currency: 'usd' }],
    ['an empty site', { site_id: '' }],
  ])('marks %s as malformed', (_, patch) => {
    const result = v.safeParse(registerPayloadSchema(USD), { ...body, ...patch });
    expect(result.issues?.some((i) => i.kind === 'schema' || i.message === MALFORMED)).toBe(true);
  });
});
