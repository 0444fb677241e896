// The schemas only mf-auth's forms run (the api checks none of these: the login call, the double
// validation's question, a new password's confirmation), read the way a form reads them.
import * as v from 'valibot';
import { doubleValidationFormSchema } from '../double-validation/double-validation-modal.js';
import { LoginFormSchema } from '../login/login-form.js';
import { newPasswordSchema } from './new-password-fields.js';

/** The output, or each field's first message key. */
function check(schema: v.GenericSchema, values: unknown) {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return { ok: false, errors };
}

describe('LoginFormSchema (spec 01 §5)', () => {
  it('names each empty field with its key', () => {
    expect(check(LoginFormSchema, { account: ' ', password: '', answer: '' })).toEqual({
      ok: false,
      errors: { account: 'ph_account_name', password: 'ph_password', answer: 'ph_account_verify_code' },
    });
  });

  it('trims the account and answer but keeps the password as typed', () => {
    expect(check(LoginFormSchema, { account: ' player01 ', password: ' pw ', answer: ' 1234 ' })).toEqual({
      ok: true,
      output: { account: 'player01', password: ' pw ', answer: '1234' },
    });
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['', '', { password: 'new_password.err_required', confirm_password: 'new_password.err_confirm_required' }],
    ['12345', '12345', { password: 'new_password.err_length' }],
    ['1234567890123', '1234567890123', { password: 'new_password.err_length' }],
    ['abcdef', 'abcdeg', { confirm_password: 'new_password.err_confirm' }],
  ])('refuses %p / %p', (password, confirm_password, errors) => {
    expect(check(newPasswordSchema, { password, confirm_password })).toEqual({ ok: false, errors });
  });

  it.each(['abcdef', 'abcdef123456'])('takes %p equal to its confirmation', (password) => {
    expect(check(newPasswordSchema, { password, confirm_password: password }).ok).toBe(true);
  });
});

describe('doubleValidationFormSchema (spec 02 §5)', () => {
  it.each(['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password'] as const)(
    'an empty answer to %s names the question',
    (question) => {
      expect(check(doubleValidationFormSchema(question), { answer: '', captcha_answer: '' })).toEqual({
        ok: false,
        errors: {
          answer: `double_validation_wrong_answer_empty_${question}`,
          captcha_answer: 'ph_account_verify_code',
        },
      });
    },
  );
});
