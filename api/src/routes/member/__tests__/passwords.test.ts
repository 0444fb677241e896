import { MemberCode, sessionIdOf } from '@croupier/shared/contracts';
import { login } from '../../../test/helpers.js';
import { signInOperator } from '../../../test/operator.js';
import { call, heard, memberIdOf, tokenFor, withMemberApp } from './fixtures.js';

jest.setTimeout(90_000);

const EDIT = '/api/member/profile/edit_password';
const WITHDRAW = '/api/member/profile/withdraw_password';
const LAYOUT = '/api/member/profile/common/layout';

describe('edit_password', () => {
  const m = withMemberApp();

  it('refuses a wrong old password, the same password and a broken rule', async () => {
    const token = await tokenFor(m.app, 'friend02', 'friend123');
    const wrong = await call(
      m.app,
      EDIT,
      { old_password: 'nope1234', new_password: 'better123', confirm_password: 'better123' },
      token,
    );
    expect(wrong.json()).toEqual({ code: MemberCode.wrongPassword, message: 'The old password is wrong', data: null });
    const same = await call(
      m.app,
      EDIT,
      { old_password: 'friend123', new_password: 'friend123', confirm_password: 'friend123' },
      token,
    );
    expect(same.json()).toMatchObject({
      code: MemberCode.samePassword,
      data: { field: 'new_password', key: 'password.err_same' },
    });
    const weak = await call(
      m.app,
      EDIT,
      { old_password: 'friend123', new_password: 'short', confirm_password: 'short' },
      token,
    );
    expect(weak.json()).toMatchObject({
      code: MemberCode.invalidField,
      data: { field: 'new_password', key: 'password.err_new_format' },
    });
    const mismatch = await call(
      m.app,
      EDIT,
      { old_password: 'friend123', new_password: 'better123', confirm_password: 'better124' },
      token,
    );
    expect(mismatch.json().data).toEqual({ field: 'confirm_password', key: 'password.err_confirm_mismatch' });
    expect(
      (await call(m.app, EDIT, { old_password: 1, new_password: 'better123', confirm_password: 'better123' }, token))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          m.app,
          EDIT,
          { old_password: 'friend123', new_password: 'better123', confirm_password: 'better123' },
          null,
        )
      ).statusCode,
    ).toBe(401);
    // Nothing changed: the old password still logs in.
    expect((await login(m.app, { account: 'friend02', password: 'friend123' })).json().code).toBe(100);
  });

  it('changes the password, ends every other session, keeps this one, clears the forced change', async () => {
    // forcepw01 must change its password; with SINGLE_LOGIN off it could have two windows, so a
    // second session is opened straight in the sessions service.
    const current = await tokenFor(m.app, 'forcepw01', 'force1234');
    const id = memberIdOf(m.app, 'forcepw01');
    const other = m.app.services.sessions.create(id, '198.51.100.1', 'another browser');
    const layout = await call(m.app, LAYOUT, {}, current);
    expect(layout.json().data.member_common_layout.first_login_to_change_password).toBe(1);

    const res = await call(
      m.app,
      EDIT,
      { old_password: 'force1234', new_password: 'changed99', confirm_password: 'changed99' },
      current,
    );
    expect(res.json().code).toBe(100);
    await heard(m.recorder, id, 'profile.updated');

    expect((await call(m.app, LAYOUT, {}, other)).statusCode).toBe(401);
    // The ended session's sockets are closed by the realtime server; the current one's are not.
    const terminated = (token: string) =>
      m.recorder.events.some((e) => e.path.endsWith(`/users/${sessionIdOf(token)}/terminate_connections`));
    while (!terminated(other)) await m.recorder.waitFor(m.recorder.events.length + 1);
    expect(terminated(current)).toBe(false);
    const after = await call(m.app, LAYOUT, {}, current);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.member_common_layout.first_login_to_change_password).toBe(0);
    expect((await login(m.app, { account: 'forcepw01', password: 'force1234' })).json().code).toBe(101);
    expect((await login(m.app, { account: 'forcepw01', password: 'changed99' })).json().code).toBe(100);
  });

  it('sets first_login_to_change_password through the console, seen in the layout', async () => {
    const token = await tokenFor(m.app, 'friend03', 'friend123');
    const owner = await signInOperator(m.app);
    const res = await owner.call('/sites/1/members/friend03/force-password-change', {});
    expect(res.json().code).toBe(100);
    await heard(m.recorder, memberIdOf(m.app, 'friend03'), 'profile.updated');
    expect((await call(m.app, LAYOUT, {}, token)).json().data.member_common_layout.first_login_to_change_password).toBe(
      1,
    );
    expect((await owner.call('/sites/1/members/nobody/force-password-change', {})).json().code).toBe(404);
  });
});

describe('withdraw_password', () => {
  const m = withMemberApp();

  it('sets the first one with the login password, then changes it with the old one', async () => {
    const token = await tokenFor(m.app, 'friend01', 'friend123');
    const id = memberIdOf(m.app, 'friend01');
    const isSet = async () => (await call(m.app, '/api/member/profile', {}, token)).json().body.is_withdraw_password;
    expect(await isSet()).toBe(0);

    const missing = await call(
      m.app,
      WITHDRAW,
      { withdraw_password: '2580', confirm_withdraw_password: '2580' },
      token,
    );
    expect(missing.statusCode).toBe(400);
    const noLogin = await call(
      m.app,
      WITHDRAW,
      { password: '', withdraw_password: '2580', confirm_withdraw_password: '2580' },
      token,
    );
    expect(noLogin.json()).toMatchObject({
      code: MemberCode.invalidField,
      data: { field: 'password', key: 'withdraw_password.err_login_password_required' },
    });
    const wrongLogin = await call(
      m.app,
      WITHDRAW,
      { password: 'wrong123', withdraw_password: '2580', confirm_withdraw_password: '2580' },
      token,
    );
    expect(wrongLogin.json()).toMatchObject({ code: MemberCode.wrongPassword, message: 'The login password is wrong' });
    const format = await call(
      m.app,
      WITHDRAW,
      { password: 'friend123', withdraw_password: '25', confirm_withdraw_password: '25' },
      token,
    );
    expect(format.json().data).toEqual({ field: 'withdraw_password', key: 'withdraw_password.err_format' });

    const first = await call(
      m.app,
      WITHDRAW,
      { password: 'friend123', withdraw_password: '2580', confirm_withdraw_password: '2580' },
      token,
    );
    expect(first.json().code).toBe(100);
    await heard(m.recorder, id, 'profile.updated');
    expect(await isSet()).toBe(1);

    // Now the old withdraw password is asked, not the login one.
    const byLogin = await call(
      m.app,
      WITHDRAW,
      {
        password: 'friend123',
        old_withdraw_password: '',
        withdraw_password: '1234',
        confirm_withdraw_password: '1234',
      },
      token,
    );
    expect(byLogin.json().data).toEqual({ field: 'old_withdraw_password', key: 'withdraw_password.err_old_required' });
    const wrongOld = await call(
      m.app,
      WITHDRAW,
      { old_withdraw_password: '0000', withdraw_password: '1234', confirm_withdraw_password: '1234' },
      token,
    );
    expect(wrongOld.json()).toMatchObject({
      code: MemberCode.wrongPassword,
      message: 'The old withdraw password is wrong',
    });
    const changed = await call(
      m.app,
      WITHDRAW,
      { old_withdraw_password: '2580', withdraw_password: '1234', confirm_withdraw_password: '1234' },
      token,
    );
    expect(changed.json().code).toBe(100);
    expect(
      await m.app.services.db.prepare('SELECT withdraw_password_hash FROM members WHERE id = ?').pluck().get(id),
    ).toMatch(/^\$argon2id\$/);
    const again = await call(
      m.app,
      WITHDRAW,
      { old_withdraw_password: '2580', withdraw_password: '4321', confirm_withdraw_password: '4321' },
      token,
    );
    expect(again.json().code).toBe(MemberCode.wrongPassword);
  });
});
