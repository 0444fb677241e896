import {
  DOUBLE_VALIDATION_QUESTIONS,
  TRANSFER_RESET_CODE,
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_CODE,
  TRANSFER_VERIFY_RETRY_CODES,
} from './login-codes.js';

// How each code is shown is mf-auth's (its tables' tests sit beside them there).
describe('login code tables (spec 01 §8, spec 02 §8)', () => {
  it('asks to verify again for exactly the transfer codes of spec 01 §8, and the api answers only those', () => {
    expect([...TRANSFER_VERIFY_RETRY_CODES]).toEqual([101, 102, 201, 202, 203, 204]);
    expect([...TRANSFER_RESET_RETRY_CODES]).toEqual([101, 102, 103, 201, 202, 203]);
    expect(Object.values(TRANSFER_VERIFY_CODE).sort()).toEqual([...TRANSFER_VERIFY_RETRY_CODES].sort());
    expect(Object.values(TRANSFER_RESET_CODE).sort()).toEqual([...TRANSFER_RESET_RETRY_CODES].sort());
  });

  it('asks questions of the five kinds of spec 02 §3', () => {
    expect([...DOUBLE_VALIDATION_QUESTIONS]).toEqual([
      'member_name',
      'identity_id',
      'member_phone',
      'member_email',
      'withdraw_password',
    ]);
  });
});
