import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMS_COUNTDOWN_S } from '@croupier/shared';
import { SITE_ID, captchaImage, newStyle, renderAuthModal, testI18n } from '../modal/auth-test-kit.js';

beforeEach(() => localStorage.clear());

type Routes = Record<string, (body: Record<string, unknown>) => unknown>;

async function startFlow(routes: Routes = {}, u = userEvent.setup()) {
  const kit = await renderAuthModal({ routes });
  kit.open();
  await captchaImage();
  await u.type(screen.getByLabelText('Account'), 'forgot01');
  await u.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  return { ...kit, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

describe('forgot password by SMS', () => {
  it('sends a code to the phone, verifies it, sets the new password, and hands over to the login form', async () => {
    const u = userEvent.setup();
    const { dialog, server } = await startFlow(
      {
        '/forgot_password/sms': () => newStyle(100, { retry_after_s: SMS_COUNTDOWN_S }),
        '/forgot_password/verify': () => newStyle(100, { token: 'fp-token' }),
        '/forgot_password/reset': () => newStyle(100),
      },
      u,
    );
    expect(field(dialog, 'Account')).toHaveValue('forgot01');

    await u.type(field(dialog, 'Phone number'), '0912000300');
    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByText('The code has been sent by SMS.')).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: `Send a new code in ${SMS_COUNTDOWN_S} s` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await u.type(field(dialog, 'SMS code'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));

    await u.type(await within(dialog).findByLabelText('New password'), 'brandnew1');
    await u.type(field(dialog, 'Confirm the new password'), 'brandnew1');
    await u.click(within(dialog).getByRole('button', { name: 'Set the new password' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      within(login).getByText('Your password has been changed. Log in with the new password.'),
    ).toBeInTheDocument();
    const who = { site_id: SITE_ID, account: 'forgot01', member_phone: '0912000300' };
    expect(server.callsTo('/forgot_password/sms')[0]?.body).toEqual(who);
    expect(server.callsTo('/forgot_password/verify')[0]?.body).toEqual({ ...who, code: '123456' });
    expect(server.callsTo('/forgot_password/reset')[0]?.body).toEqual({
      site_id: SITE_ID,
      account: 'forgot01',
      token: 'fp-token',
      password: 'brandnew1',
    });
  });

  it('checks account, phone and code before calling', async () => {
    const u = userEvent.setup();
    const { dialog, server } = await startFlow();
    await u.clear(field(dialog, 'Account'));

    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(field(dialog, 'Account')).toHaveAccessibleDescription('Please enter your account');
    expect(field(dialog, 'Phone number')).toHaveAccessibleDescription('Please enter your phone number');

    await u.type(field(dialog, 'Account'), 'forgot01');
    await u.type(field(dialog, 'Phone number'), '09-12');
    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(field(dialog, 'Phone number')).toHaveAccessibleDescription('The phone number may contain digits only');

    await u.clear(field(dialog, 'Phone number'));
    await u.type(field(dialog, 'Phone number'), '0912000300');
    await u.type(field(dialog, 'SMS code'), '123');
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(field(dialog, 'SMS code')).toHaveAccessibleDescription('The SMS code is 6 digits');
    expect(server.calls.filter((c) => c.path.startsWith('/forgot_password'))).toEqual([]);
  });

  it('shows the SMS codes from the spec table, and follows the wait of a 102', async () => {
    const u = userEvent.setup();
    const i18n = await testI18n();
    const { dialog, server } = await startFlow({ '/forgot_password/sms': () => newStyle(99, null, 'no match') }, u);
    await u.type(field(dialog, 'Phone number'), '0999999999');

    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(i18n.t('signup.sms_err_phone', { ns: 'mf-auth' })),
    );

    server.on('/forgot_password/sms', () => newStyle(102, { retry_after_s: 120 }, 'too soon'));
    await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Send a new code in 120 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it.each([
    [113, 'The SMS code is wrong'],
    [101, 'The SMS code has expired. Please ask for a new one.'],
  ])('shows verify code %i', async (code, text) => {
    const u = userEvent.setup();
    const { dialog } = await startFlow({ '/forgot_password/verify': () => newStyle(code) }, u);
    await u.type(field(dialog, 'Phone number'), '0912000300');
    await u.type(field(dialog, 'SMS code'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
  });

  it('starts over with a new code when the reset token is no good (101)', async () => {
    const u = userEvent.setup();
    const { dialog } = await startFlow(
      {
        '/forgot_password/verify': () => newStyle(100, { token: 'fp-token' }),
        '/forgot_password/reset': () => newStyle(101),
      },
      u,
    );
    await u.type(field(dialog, 'Phone number'), '0912000300');
    await u.type(field(dialog, 'SMS code'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    await u.type(await within(dialog).findByLabelText('New password'), 'brandnew1');
    await u.type(field(dialog, 'Confirm the new password'), 'brandnew1');
    await u.click(within(dialog).getByRole('button', { name: 'Set the new password' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The verification has expired. Please ask for a new code.',
      ),
    );
    expect(field(dialog, 'SMS code')).toBeInTheDocument();
  });

  describe('the resend block', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`lasts ${SMS_COUNTDOWN_S} s`, async () => {
      const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { dialog, server } = await startFlow(
        { '/forgot_password/sms': () => newStyle(100, { retry_after_s: SMS_COUNTDOWN_S }) },
        u,
      );
      await u.type(field(dialog, 'Phone number'), '0912000300');
      await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
      const blocked = await within(dialog).findByRole('button', { name: `Send a new code in ${SMS_COUNTDOWN_S} s` });
      await u.click(blocked);
      expect(server.callsTo('/forgot_password/sms')).toHaveLength(1);

      act(() => jest.advanceTimersByTime((SMS_COUNTDOWN_S - 1) * 1000));
      expect(within(dialog).getByRole('button', { name: 'Send a new code in 1 s' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      await u.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(server.callsTo('/forgot_password/sms')).toHaveLength(2));
    });
  });
});
