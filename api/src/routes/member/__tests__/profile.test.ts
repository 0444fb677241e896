import { MemberCode, RegisterCode, SmsCode, type MemberProfile } from '@croupier/shared/contracts';
import { PROFILE_PHONE_PURPOSE } from '../fillable.js';
import { call, heard, memberEventNames, memberIdOf, tokenFor, withMemberApp } from './fixtures.js';

jest.setTimeout(90_000);

const UPDATE = '/api/member/profile/update';
const SMS = '/api/member/profile/phone/sms';

describe('the profile and filling it in later', () => {
  const m = withMemberApp();
  let player: string;
  beforeAll(async () => {
    player = await tokenFor(m.app, 'player01', 'player123');
  });
  const profileOf = async (token: string) => (await call(m.app, '/api/member/profile', {}, token)).json();

  it('answers the member’s profile in the old style, without secrets', async () => {
    const json = await profileOf(player);
    expect(json.header).toEqual({ status: '200100', desc: 'success' });
    const p = json.body as MemberProfile;
    expect(p).toMatchObject({
      member_account: 'player01',
      member_name: 'Daniel Carter',
      member_currency: 'USD',
      member_phone: '4155550187',
      member_line: '',
      recommend_code: 'PLAYER01',
      is_withdraw_password: 1, // the cashier seed sets 2580
    });
    expect(Object.keys(p)).not.toContain('password_hash');
    expect((await call(m.app, '/api/member/profile', {}, null)).statusCode).toBe(401);
  });

  it('refuses fields the currency does not offer, and fields already set', async () => {
    // USD's register settings: member_qq is not is_member_center; player01 already has a name.
    expect((await call(m.app, UPDATE, { member_qq: 'abc123' }, player)).json().code).toBe(MemberCode.fieldNotFillable);
    expect((await call(m.app, UPDATE, { member_name: 'Dan Other' }, player)).json().code).toBe(
      MemberCode.fieldNotFillable,
    );
    expect(
      (await call(m.app, UPDATE, { member_whats_app: 'dan_wa1', member_name: 'Dan Other' }, player)).json().code,
    ).toBe(MemberCode.fieldNotFillable);
    expect((await profileOf(player)).body.member_whats_app).toBe('');
    expect((await call(m.app, UPDATE, { member_line: 'x' }, player)).statusCode).toBe(400);
    expect((await call(m.app, UPDATE, {}, player)).statusCode).toBe(400);
  });

  it('checks each field with its registration rule', async () => {
    const bad = await call(m.app, UPDATE, { member_birthday: '2001-02-30' }, player);
    expect(bad.json()).toMatchObject({
      code: MemberCode.invalidField,
      data: { field: 'member_birthday', key: 'signup.err_birthday_invalid' },
    });
    const empty = await call(m.app, UPDATE, { member_telegram: '' }, player);
    expect(empty.json()).toMatchObject({ code: MemberCode.invalidField, data: { field: 'member_telegram' } });
  });

  it('fills empty offered fields once and tells the member’s windows', async () => {
    const id = memberIdOf(m.app, 'player01');
    const res = await call(m.app, UPDATE, { member_birthday: '1990-04-12', member_whats_app: 'dan_wa1' }, player);
    expect(res.json()).toMatchObject({
      code: 100,
      data: { member_birthday: '1990-04-12', member_whats_app: 'dan_wa1' },
    });
    await heard(m.recorder, id, 'profile.updated');
    expect((await call(m.app, UPDATE, { member_whats_app: 'dan_wa2' }, player)).json().code).toBe(
      MemberCode.fieldNotFillable,
    );
    expect((await profileOf(player)).body.member_whats_app).toBe('dan_wa1');
  });

  it('refuses a value another member has where the field is unique', async () => {
    const friend = await tokenFor(m.app, 'friend02', 'friend123');
    const clash = await call(m.app, UPDATE, { member_email: 'DANIEL.carter@croupier.example' }, friend);
    expect(clash.json().code).toBe(RegisterCode.duplicateEmail);
    expect((await call(m.app, UPDATE, { member_email: 'frank@example.com' }, friend)).json().code).toBe(100);
  });

  it('refuses blacklisted values with the registration’s codes', async () => {
    const friend = await tokenFor(m.app, 'friend02', 'friend123');
    expect((await call(m.app, UPDATE, { member_phone: '0999999999', verify_code: '123456' }, friend)).json().code).toBe(
      RegisterCode.phoneRefused,
    );
    expect((await call(m.app, SMS, { member_phone: '0999999999' }, friend)).json().code).toBe(SmsCode.contactService);
  });

  it('fills the phone only with its SMS code', async () => {
    const friend = await tokenFor(m.app, 'friend03', 'friend123');
    const id = memberIdOf(m.app, 'friend03');
    const phone = '4155550999';
    // No code in the body (USD: member_phone is_member_center_verification), none sent, a taken phone.
    expect((await call(m.app, UPDATE, { member_phone: phone }, friend)).statusCode).toBe(400);
    expect((await call(m.app, UPDATE, { member_phone: phone, verify_code: '' }, friend)).json().data).toEqual({
      field: 'verify_code',
      key: 'signup.err_phone_verify_required',
    });
    expect((await call(m.app, UPDATE, { member_phone: phone, verify_code: '123456' }, friend)).json().code).toBe(
      RegisterCode.phoneVerifyNotFound,
    );
    expect((await call(m.app, UPDATE, { member_phone: '4155550187', verify_code: '123456' }, friend)).json().code).toBe(
      RegisterCode.duplicatePhone,
    );

    // The SMS: its rule, the member may fill a phone, one per 300 s.
    expect((await call(m.app, SMS, { member_phone: ' ' }, friend)).json().code).toBe(SmsCode.phoneBlank);
    expect((await call(m.app, SMS, { member_phone: '41x' }, friend)).json().code).toBe(SmsCode.phoneVerifyError);
    expect((await call(m.app, SMS, { member_phone: phone }, player)).json().code).toBe(MemberCode.fieldNotFillable);
    expect((await call(m.app, SMS, { member_phone: phone }, friend)).json()).toEqual({
      code: 100,
      message: 'success',
      data: { retry_after_s: 300 },
    });
    const again = await call(m.app, SMS, { member_phone: phone }, friend);
    expect(again.json()).toMatchObject({ code: SmsCode.rateLimited, data: { retry_after_s: expect.any(Number) } });

    const code = m.app.services.outbox.latestCode(phone, PROFILE_PHONE_PURPOSE)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(m.app, UPDATE, { member_phone: phone, verify_code: wrong }, friend)).json().code).toBe(
      RegisterCode.phoneVerifyWrong,
    );
    expect(memberEventNames(m.recorder, id)).not.toContain('profile.updated');
    // A wrong guess counts against the code (5 at most); the right one fills the phone, verified.
    expect((await call(m.app, UPDATE, { member_phone: phone, verify_code: code }, friend)).json().code).toBe(100);
    await heard(m.recorder, id, 'profile.updated');
    expect((await profileOf(friend)).body).toMatchObject({ member_phone: phone, phone_verified: 1 });
  });
});
