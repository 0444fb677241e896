import {
  DEVICE_VERIFICATION_CODE,
  DEVICE_VERIFICATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_QUESTIONS,
  DOUBLE_VALIDATION_QUESTIONS_DEFAULT,
  DOUBLE_VALIDATION_SERVER_MESSAGE_CODES,
  DOUBLE_VALIDATION_SKIP_CODE_MESSAGES,
  THIRD_PARTY_CODE,
  THIRD_PARTY_CODE_MESSAGES,
  TRANSFER_RESET_CODE,
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_CODE,
  TRANSFER_VERIFY_RETRY_CODES,
  doubleValidationEmptyAnswerKey,
} from './login-codes.js';

describe('login code tables (spec 01 §8, spec 02 §8)', () => {
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
      const shown = code in DOUBLE_VALIDATION_CODE_MESSAGES || (DOUBLE_VALIDATION_SERVER_MESSAGE_CODES as readonly number[]).includes(code);
      expect([code, shown]).toEqual([code, true]);
    }
  });

  it('asks to verify again for exactly the transfer codes of spec 01 §8, and the api answers only those', () => {
    expect([...TRANSFER_VERIFY_RETRY_CODES]).toEqual([101, 102, 201, 202, 203, 204]);
    expect([...TRANSFER_RESET_RETRY_CODES]).toEqual([101, 102, 103, 201, 202, 203]);
    expect(Object.values(TRANSFER_VERIFY_CODE).sort()).toEqual([...TRANSFER_VERIFY_RETRY_CODES].sort());
    expect(Object.values(TRANSFER_RESET_CODE).sort()).toEqual([...TRANSFER_RESET_RETRY_CODES].sort());
  });

  it('has a message for every device-verification and third-party code', () => {
    for (const code of Object.values(DEVICE_VERIFICATION_CODE)) expect(DEVICE_VERIFICATION_CODE_MESSAGES).toHaveProperty(String(code));
    for (const code of Object.values(THIRD_PARTY_CODE)) expect(THIRD_PARTY_CODE_MESSAGES).toHaveProperty(String(code));
  });

  it('offers 3 questions by default, of the five kinds of spec 02 §3, each with its empty-answer key', () => {
    expect(DOUBLE_VALIDATION_QUESTIONS_DEFAULT).toBe(3);
    expect(DOUBLE_VALIDATION_QUESTIONS.map(doubleValidationEmptyAnswerKey)).toEqual([
      'double_validation_wrong_answer_empty_member_name',
      'double_validation_wrong_answer_empty_identity_id',
      'double_validation_wrong_answer_empty_member_phone',
      'double_validation_wrong_answer_empty_member_email',
      'double_validation_wrong_answer_empty_withdraw_password',
    ]);
  });
});
