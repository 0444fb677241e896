import * as v from 'valibot';
import { checkForm, firstIssueByField, isMalformedIssue } from './issues.js';
import {
  DeviceCodeFormSchema,
  DeviceVerifyPayloadSchema,
  DoubleValidationPayloadSchema,
  ForgotPasswordSmsFormSchema,
  ForgotPasswordVerifyPayloadSchema,
  LoginFormSchema,
  NewPasswordFormSchema,
  TransferResetPayloadSchema,
  TransferVerifyPayloadSchema,
  doubleValidationFormSchema,
  transferVerifyFormSchema,
} from './login.js';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : firstIssueByField(result.issues);
};

describe('LoginFormSchema (spec 01 §5)', () => {
  it('names each empty field with its key', () => {
    expect(checkForm(LoginFormSchema, { account: ' ', password: '', answer: '' })).toEqual({
      ok: false,
      errors: { account: 'ph_account_name', password: 'ph_password', answer: 'ph_account_verify_code' },
    });
  });

  it('trims the account and answer but keeps the password as typed', () => {
    expect(checkForm(LoginFormSchema, { account: ' player01 ', password: ' pw ', answer: ' 1234 ' })).toEqual({
      ok: true,
      output: { account: 'player01', password: ' pw ', answer: '1234' },
    });
  });
});

describe('NewPasswordFormSchema', () => {
  it.each([
    ['', '', { password: 'new_password.err_required', confirm_password: 'new_password.err_confirm_required' }],
    ['12345', '12345', { password: 'new_password.err_length' }],
    ['1234567890123', '1234567890123', { password: 'new_password.err_length' }],
    ['abcdef', 'abcdeg', { confirm_password: 'new_password.err_confirm' }],
  ])('refuses %p / %p', (password, confirm_password, errors) => {
    expect(checkForm(NewPasswordFormSchema, { password, confirm_password })).toEqual({ ok: false, errors });
  });

  it.each(['abcdef', 'abcdef123456'])('takes %p equal to its confirmation', (password) => {
    expect(checkForm(NewPasswordFormSchema, { password, confirm_password: password }).ok).toBe(true);
  });
});

describe('transferVerifyFormSchema (spec 01 §5)', () => {
  const valid = {
    account: 'moved01',
    withdraw_password: '1234',
    contact_type: 'email',
    member_email: 'm@example.com',
    member_phone: '',
    code: '5309',
  };

  it('passes when the code matches the local captcha', () => {
    expect(checkForm(transferVerifyFormSchema('5309'), valid).ok).toBe(true);
  });

  it('requires the contact that was chosen, and only that one', () => {
    expect(checkForm(transferVerifyFormSchema('5309'), { ...valid, member_email: '' })).toEqual({
      ok: false,
      errors: { member_email: 'transfer.err_email_required' },
    });
    expect(
      checkForm(transferVerifyFormSchema('5309'), { ...valid, contact_type: 'phone', member_email: '' }),
    ).toEqual({ ok: false, errors: { member_phone: 'transfer.err_phone_required' } });
  });

  it('refuses a code that differs from the local captcha, or any code while none is loaded', () => {
    expect(checkForm(transferVerifyFormSchema('5309'), { ...valid, code: '5308' })).toEqual({
      ok: false,
      errors: { code: 'transfer.err_code_mismatch' },
    });
    expect(checkForm(transferVerifyFormSchema(null), valid)).toEqual({
      ok: false,
      errors: { code: 'transfer.err_code_mismatch' },
    });
  });

  it('requires the withdraw password and the code', () => {
    expect(checkForm(transferVerifyFormSchema('5309'), { ...valid, withdraw_password: '', code: '' })).toEqual({
      ok: false,
      errors: { withdraw_password: 'transfer.err_withdraw_password_required', code: 'ph_account_verify_code' },
    });
  });
});

describe('wire payloads', () => {
  it('calls a wrong type or an oversized value malformed, an empty value not', () => {
    const wrongType = v.safeParse(TransferVerifyPayloadSchema, { site_id: '1', account: 5 });
    expect(wrongType.success).toBe(false);
    expect(wrongType.issues?.every(isMalformedIssue)).toBe(true);

    const huge = v.safeParse(DeviceVerifyPayloadSchema, { member_login_id: 'x'.repeat(500), code: '123456' });
    expect(huge.issues?.map(isMalformedIssue)).toEqual([true]);

    const empty = v.safeParse(DeviceVerifyPayloadSchema, { member_login_id: 'abc', code: '' });
    expect(empty.issues?.some(isMalformedIssue)).toBe(false);
  });

  it('asks for at least one contact on transfer verify', () => {
    expect(issuesOf(TransferVerifyPayloadSchema, { site_id: '1', account: 'a', withdraw_password: '1' })).toEqual({
      '': 'transfer.err_contact_required',
    });
    expect(
      issuesOf(TransferVerifyPayloadSchema, { site_id: '1', account: 'a', withdraw_password: '1', member_phone: '1' }),
    ).toEqual({});
  });

  it('applies the new-password rule to the reset call too', () => {
    expect(issuesOf(TransferResetPayloadSchema, { site_id: '1', account: 'a', token: 't', password: '123' })).toEqual({
      password: 'new_password.err_length',
    });
  });

  it('keeps the optional IP info of a double-validation answer', () => {
    const ok = v.parse(DoubleValidationPayloadSchema, {
      member_login_id: 'id',
      answer: 'Ravi',
      captcha_answer: '1234',
      captcha_token: 'tok',
      remote_addr: '203.0.113.9',
    });
    expect(ok).toEqual({
      member_login_id: 'id',
      answer: 'Ravi',
      captcha_answer: '1234',
      captcha_token: 'tok',
      remote_addr: '203.0.113.9',
      udid: '',
    });
  });

  it('wants the 6 digits of a code sent by SMS', () => {
    expect(
      issuesOf(ForgotPasswordVerifyPayloadSchema, { site_id: '1', account: 'a', member_phone: '0912', code: '12a456' }),
    ).toEqual({ code: 'forgot.err_code_format' });
  });
});

describe('doubleValidationFormSchema (spec 02 §5)', () => {
  it.each(['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password'] as const)(
    'an empty answer to %s names the question',
    (question) => {
      expect(checkForm(doubleValidationFormSchema(question), { answer: '', captcha_answer: '' })).toEqual({
        ok: false,
        errors: {
          answer: `double_validation_wrong_answer_empty_${question}`,
          captcha_answer: 'ph_account_verify_code',
        },
      });
    },
  );
});

describe('small forms', () => {
  it('device code: required, then 6 digits', () => {
    expect(checkForm(DeviceCodeFormSchema, { code: '' })).toEqual({ ok: false, errors: { code: 'device.err_code_required' } });
    expect(checkForm(DeviceCodeFormSchema, { code: '12345' })).toEqual({ ok: false, errors: { code: 'device.err_code_format' } });
    expect(checkForm(DeviceCodeFormSchema, { code: ' 123456 ' })).toEqual({ ok: true, output: { code: '123456' } });
  });

  it('forgot password: account and a phone of digits', () => {
    expect(checkForm(ForgotPasswordSmsFormSchema, { account: '', member_phone: '' })).toEqual({
      ok: false,
      errors: { account: 'ph_account_name', member_phone: 'forgot.err_phone_blank' },
    });
    expect(checkForm(ForgotPasswordSmsFormSchema, { account: 'a', member_phone: '+91 98' })).toEqual({
      ok: false,
      errors: { member_phone: 'forgot.err_phone_digits' },
    });
  });
});
