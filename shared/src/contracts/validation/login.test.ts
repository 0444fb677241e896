import * as v from 'valibot';
import { firstIssueByField, isMalformedIssue } from './issues.js';
import {
  DeviceVerifyPayloadSchema,
  DoubleValidationPayloadSchema,
  ForgotPasswordSmsPayloadSchema,
  ForgotPasswordVerifyPayloadSchema,
  TransferResetPayloadSchema,
  TransferVerifyPayloadSchema,
  transferVerifyFormSchema,
} from './login.js';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : firstIssueByField(result.issues);
};

/** What a form gets from a schema: the output, or one message key per field. */
function checkForm(schema: v.GenericSchema, values: unknown) {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, output: result.output } : { ok: false, errors: firstIssueByField(result.issues) };
}

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
    expect(checkForm(transferVerifyFormSchema('5309'), { ...valid, contact_type: 'phone', member_email: '' })).toEqual({
      ok: false,
      errors: { member_phone: 'transfer.err_phone_required' },
    });
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

// The forms that send what the api checks run these fields (v.pick): their messages are the forms'.
describe('the fields a form picks', () => {
  it('device code: required, then 6 digits', () => {
    const DeviceCode = v.pick(DeviceVerifyPayloadSchema, ['code']);
    expect(checkForm(DeviceCode, { code: '' })).toEqual({ ok: false, errors: { code: 'device.err_code_required' } });
    expect(checkForm(DeviceCode, { code: '12345' })).toEqual({ ok: false, errors: { code: 'device.err_code_format' } });
    expect(checkForm(DeviceCode, { code: ' 123456 ' })).toEqual({ ok: true, output: { code: '123456' } });
  });

  it('forgot password: account and a phone of digits', () => {
    const ForgotSms = v.pick(ForgotPasswordSmsPayloadSchema, ['account', 'member_phone']);
    expect(checkForm(ForgotSms, { account: '', member_phone: '' })).toEqual({
      ok: false,
      errors: { account: 'ph_account_name', member_phone: 'forgot.err_phone_blank' },
    });
    expect(checkForm(ForgotSms, { account: 'a', member_phone: '+91 98' })).toEqual({
      ok: false,
      errors: { member_phone: 'forgot.err_phone_digits' },
    });
  });

  it('new password: 6 to 12 characters', () => {
    const NewPassword = v.pick(TransferResetPayloadSchema, ['password']);
    expect(checkForm(NewPassword, { password: '' })).toEqual({
      ok: false,
      errors: { password: 'new_password.err_required' },
    });
    expect(checkForm(NewPassword, { password: '12345' })).toEqual({
      ok: false,
      errors: { password: 'new_password.err_length' },
    });
    expect(checkForm(NewPassword, { password: '1234567890123' })).toEqual({
      ok: false,
      errors: { password: 'new_password.err_length' },
    });
    expect(checkForm(NewPassword, { password: 'abcdef' }).ok).toBe(true);
  });
});
