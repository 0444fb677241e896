// Info (spec 02 §2, §3): every profile field, filling the is_member_center fields (with the phone's
// SMS code), the password forms; client rules from the shared schemas, server codes on the field.
import { MemberCode, RegisterCode, type RegisterSetting } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  memberLayout,
  memberProfile,
  mountMember,
  ok,
  oldOk,
  refused,
  type MountedMember,
} from '../testing/member-test-kit.js';
import { InfoPage } from './info-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  // Real timers first: the parcel's unmount waits on one.
  jest.useRealTimers();
  await mounted?.unmount();
  mounted = null;
});

const setting = (name: RegisterSetting['name'], over: Partial<RegisterSetting> = {}): RegisterSetting => ({
  name,
  currency: 'USD',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...over,
});

async function mountInfo(routes: Record<string, (body: unknown) => unknown> = {}, profile = memberProfile()) {
  mounted = await mountMember(() => <InfoPage />, {
    pathname: '/user/Info',
    routes: {
      '/member/profile': () => oldOk(profile),
      '/arks/web/register-settings': () =>
        ok([
          setting('identity_id'),
          setting('member_qq'),
          setting('member_email'),
          setting('member_skype', { is_member_center: 0 }),
        ]),
      ...routes,
    },
  });
  return mounted;
}

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

describe('Info: the profile', () => {
  it('shows every field, the phone verified or not, and whether a withdraw password is set', async () => {
    await mountInfo();
    const row = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await row('Account')).toHaveTextContent('player07');
    expect(await row('Full name')).toHaveTextContent('Ravi Kumar');
    expect(await row('Currency')).toHaveTextContent('USD');
    expect(await row('Date of birth')).toHaveTextContent('1990-04-02');
    expect(await row('Email')).toHaveTextContent('ravi@example.com');
    expect(await row('Phone number')).toHaveTextContent('5551234567Verified');
    expect(await row('ID number')).toHaveTextContent('Not set');
    expect(await row('Telegram')).toHaveTextContent('ravi_tg');
    expect(await row('Line')).toHaveTextContent('Not set');
    expect(await row('Withdrawal PIN')).toHaveTextContent('Not set yet');
  });

  it('offers only the empty is_member_center fields of the currency, and saves them', async () => {
    let profile = memberProfile();
    const app = await mountInfo({
      '/member/profile': () => oldOk(profile),
      '/member/profile/update': () => {
        profile = memberProfile({ identity_id: 'X1234567', member_qq: '1234567' });
        return ok(profile);
      },
    });
    const form = await screen.findByRole('form', { name: 'Complete your profile' });
    // member_email is set already; member_skype is not is_member_center.
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['identity_id', 'member_qq']);

    await userEvent.type(within(form).getByLabelText('ID number'), 'X1234567');
    await userEvent.type(within(form).getByLabelText('QQ'), '1234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(app.bodiesTo('/member/profile/update')).toEqual([{ identity_id: 'X1234567', member_qq: '1234567' }]),
    );
    // The answer is the new profile: nothing left to fill.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Complete your profile' })).not.toBeInTheDocument());
    expect((await screen.findByText('ID number', { selector: 'dt' })).nextElementSibling).toHaveTextContent('X1234567');
  });

  it("shows the shared rules' messages before sending anything", async () => {
    const app = await mountInfo();
    const form = await screen.findByRole('form', { name: 'Complete your profile' });
    await userEvent.type(within(form).getByLabelText('QQ'), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('ID number')).toHaveAccessibleDescription('Please fill in this field');
    expect(within(form).getByLabelText('QQ')).toHaveAccessibleDescription('Use 5 to 50 letters, digits, _ . or -');
    expect(within(form).getByLabelText('ID number')).toHaveFocus();
    expect(app.bodiesTo('/member/profile/update')).toEqual([]);
  });

  it('puts a duplicate on its field, the api field error on its field, and other codes in the alert', async () => {
    const answers = [
      refused(RegisterCode.duplicateIdentity, 'Identity taken'),
      refused(MemberCode.invalidField, 'Invalid', { field: 'member_qq', key: 'signup.err_contact_format' }),
      refused(120, 'This field cannot be filled'),
    ];
    await mountInfo({ '/member/profile/update': () => answers.shift() });
    const form = await screen.findByRole('form', { name: 'Complete your profile' });
    await userEvent.type(within(form).getByLabelText('ID number'), 'X1234567');
    await userEvent.type(within(form).getByLabelText('QQ'), '1234567');
    const save = within(form).getByRole('button', { name: 'Save' });

    await userEvent.click(save);
    await waitFor(() =>
      expect(within(form).getByLabelText('ID number')).toHaveAccessibleDescription(
        'This ID number is already registered',
      ),
    );
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(form).getByLabelText('QQ')).toHaveAccessibleDescription('Use 5 to 50 letters, digits, _ . or -'),
    );
    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent('This field cannot be filled');
  });

  it('asks for the SMS code of a phone the settings verify, with a 60 s resend countdown', async () => {
    const app = await mountInfo(
      {
        '/arks/web/register-settings': () => ok([setting('member_phone', { is_member_center_verification: 1 })]),
        '/member/profile/phone/sms': () => ok(null),
        '/member/profile/update': () => refused(RegisterCode.phoneVerifyWrong, 'Wrong code'),
      },
      memberProfile({ member_phone: '', phone_verified: 0 }),
    );
    const form = await screen.findByRole('form', { name: 'Complete your profile' });
    // Fake timers once mounted: the countdown's interval is the one to drive.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const send = within(form).getByRole('button', { name: 'Send code' });
    await user.type(within(form).getByLabelText('Phone number'), '5559876543');
    await user.click(send);
    await waitFor(() => expect(send).toHaveTextContent('Resend in 60 s'));
    expect(app.bodiesTo('/member/profile/phone/sms')).toEqual([{ member_phone: '5559876543' }]);
    expect(within(form).getByText('Code sent. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(app.bodiesTo('/member/profile/phone/sms')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(59_000));
    expect(send).toHaveTextContent('Resend in 1 s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(send).toHaveTextContent('Send code');

    await user.type(within(form).getByLabelText('SMS code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('SMS code')).toHaveAccessibleDescription(
        'The SMS code is wrong or has expired',
      ),
    );
    expect(app.bodiesTo('/member/profile/update')).toEqual([{ member_phone: '5559876543', verify_code: '123456' }]);
  });
});

describe('Info: passwords', () => {
  it('checks the new password with the shared rules, shows a refusal, and clears the form after success', async () => {
    const answers = [refused(101, 'The old password is wrong'), ok({})];
    const app = await mountInfo({ '/member/profile/edit_password': () => answers.shift() });
    await screen.findByRole('form', { name: 'Change password' });
    const form = passwordForm();
    await userEvent.type(within(form).getByLabelText('Current password'), 'first1');
    await userEvent.type(within(form).getByLabelText('New password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm the new password'), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      'Use 6 to 12 letters and digits, with at least one of each',
    );
    expect(within(form).getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
    expect(app.bodiesTo('/member/profile/edit_password')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('New password'));
    await userEvent.type(within(form).getByLabelText('New password'), 'better22');
    await userEvent.clear(within(form).getByLabelText('Confirm the new password'));
    await userEvent.type(within(form).getByLabelText('Confirm the new password'), 'better22');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The old password is wrong');

    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(app.bodiesTo('/member/profile/edit_password')).toHaveLength(2);
  });

  it('sets the first withdraw password with the login password, then asks for the old one to change it', async () => {
    let isSet: 0 | 1 = 0;
    const app = await mountInfo({
      '/member/profile': () => oldOk(memberProfile({ is_withdraw_password: isSet })),
      '/member/profile/withdraw_password': () => {
        isSet = 1;
        return ok({});
      },
    });
    const form = await screen.findByRole('form', { name: 'Set a withdrawal PIN' });
    await userEvent.type(within(form).getByLabelText('Login password'), 'first1');
    await userEvent.type(within(form).getByLabelText('New withdrawal PIN'), '12a4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the PIN' }));
    expect(within(form).getByLabelText('New withdrawal PIN')).toHaveAccessibleDescription(
      'The withdrawal PIN is 4 digits',
    );

    await userEvent.clear(within(form).getByLabelText('New withdrawal PIN'));
    await userEvent.type(within(form).getByLabelText('New withdrawal PIN'), '1234');
    await userEvent.type(within(form).getByLabelText('Confirm the withdrawal PIN'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the PIN' }));

    expect(await screen.findByRole('form', { name: 'Change the withdrawal PIN' })).toBeInTheDocument();
    expect(app.bodiesTo('/member/profile/withdraw_password')).toEqual([
      { password: 'first1', withdraw_password: '1234', confirm_withdraw_password: '1234' },
    ]);
    expect(
      within(screen.getByRole('form', { name: 'Change the withdrawal PIN' })).getByLabelText('Current withdrawal PIN'),
    ).toBeInTheDocument();
    expect((await screen.findByText('Withdrawal PIN', { selector: 'dt' })).nextElementSibling).toHaveTextContent('Set');
  });

  it('puts the forced change first, saying why', async () => {
    await mountInfo({
      '/member/profile/common/layout': () =>
        ok({ member_common_layout: memberLayout({ first_login_to_change_password: 1 }) }),
    });
    expect(
      await screen.findByText('For your security, change the password you were given before you go on.'),
    ).toBeInTheDocument();
    const forms = screen.getAllByRole('form');
    expect(forms[0]).toHaveAccessibleName('Change password');
    expect(screen.getAllByRole('form', { name: 'Change password' })).toHaveLength(1);
  });
});
