import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, SMS_COUNTDOWN_S, type DeviceVerificationChallenge } from '@croupier/shared';
import { SESSION, newStyle, renderAuthModal } from '../modal/auth-test-kit.js';

const CHALLENGE: DeviceVerificationChallenge = {
  member_login_id: 'pl-7',
  channel: 'sms',
  masked_to: '******0107',
  retry_after_s: SMS_COUNTDOWN_S,
};

beforeEach(() => localStorage.clear());

async function startFlow(routes: Parameters<typeof renderAuthModal>[0] = {}) {
  const kit = await renderAuthModal(routes);
  act(() => kit.bus.emit(BusEvent.deviceVerificationRequired, { account: 'device01', data: CHALLENGE }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify this device' });
  return { ...kit, dialog };
}

const codeField = (dialog: HTMLElement) => within(dialog).getByLabelText('Verification code');

describe('device verification (login 107)', () => {
  it('says where the code went and completes the login with it', async () => {
    const user = userEvent.setup();
    const { dialog, server, bus } = await startFlow({
      routes: { '/login/device/verify': () => newStyle(100, SESSION) },
    });
    const succeeded = jest.fn();
    const loads = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    bus.on(BusEvent.afterLoginLoads, loads);
    expect(dialog).toHaveTextContent('We sent a 6-digit code by SMS to ******0107.');
    expect(codeField(dialog)).toHaveFocus();

    await user.type(codeField(dialog), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('/login/device/verify')).toEqual([
      { path: '/login/device/verify', body: { member_login_id: 'pl-7', code: '482913' } },
    ]);
    expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: null });
    expect(loads).toHaveBeenCalledWith({ member_id: SESSION.member_id, member_currency: SESSION.member_currency });
    expect(localStorage.getItem('token')).toBe(SESSION.token);
  });

  it('checks the code before sending it: required, then 6 digits', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await startFlow();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });

    await user.click(verify);
    expect(codeField(dialog)).toHaveAccessibleDescription('Please enter the code we sent you');
    await user.type(codeField(dialog), '12a4');
    await user.click(verify);
    expect(codeField(dialog)).toHaveAccessibleDescription('The code is 6 digits');
    expect(server.callsTo('/login/device/verify')).toHaveLength(0);
  });

  it('says a wrong code is wrong and clears it (104)', async () => {
    const user = userEvent.setup();
    const { dialog } = await startFlow({
      routes: { '/login/device/verify': () => newStyle(104, null, 'The code is wrong') },
    });

    await user.type(codeField(dialog), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The code is wrong. Please check it and try again.'),
    );
    expect(codeField(dialog)).toHaveValue('');
  });

  it.each([
    [105, 'Too many wrong codes. Please log in again.'],
    [101, 'This login has expired. Please log in again.'],
  ])('after %i offers only to log in again, which reopens the login form', async (code, text) => {
    const user = userEvent.setup();
    const { dialog } = await startFlow({ routes: { '/login/device/verify': () => newStyle(code) } });

    await user.type(codeField(dialog), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByRole('alert')).toHaveTextContent('Please log in again.');
  });

  it('goes on to the double validation when the code leads to a question', async () => {
    const user = userEvent.setup();
    const question = { member_login_id: 'dv-9', question: 'member_name', available_questions_count: 2 };
    const { dialog, bus } = await startFlow({
      routes: { '/login/device/verify': () => newStyle(100, { double_validation: question }) },
    });
    const required = jest.fn();
    bus.on(BusEvent.doubleValidationRequired, required);

    await user.type(codeField(dialog), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(required).toHaveBeenCalledWith({ account: 'device01', data: question });
  });

  describe('resending', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`is blocked for ${SMS_COUNTDOWN_S} s, then sends a new code and blocks again`, async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { dialog, server } = await startFlow({
        routes: {
          '/login/device/send': () =>
            newStyle(100, { channel: 'sms', masked_to: '******0107', retry_after_s: SMS_COUNTDOWN_S }),
        },
      });
      const resend = within(dialog).getByRole('button', { name: `Send a new code in ${SMS_COUNTDOWN_S} s` });
      expect(resend).toHaveAttribute('aria-disabled', 'true');
      await user.click(resend);
      expect(server.callsTo('/login/device/send')).toHaveLength(0);

      act(() => jest.advanceTimersByTime(SMS_COUNTDOWN_S * 1000));
      await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));

      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('A new code is on its way.'));
      expect(server.callsTo('/login/device/send')).toEqual([
        { path: '/login/device/send', body: { member_login_id: 'pl-7' } },
      ]);
      expect(within(dialog).getByRole('button', { name: `Send a new code in ${SMS_COUNTDOWN_S} s` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('follows the wait the server asks for (102)', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { dialog } = await startFlow({
        routes: { '/login/device/send': () => newStyle(102, { retry_after_s: 42 }) },
      });
      act(() => jest.advanceTimersByTime(SMS_COUNTDOWN_S * 1000));

      await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));

      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('A code was sent recently.'));
      expect(within(dialog).getByRole('button', { name: 'Send a new code in 42 s' })).toBeInTheDocument();
    });
  });
});
