import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, encodeClientCaptcha } from '@croupier/shared';
import { SITE_ID, SVG, newStyle, renderAuthModal } from '../modal/auth-test-kit.js';

beforeEach(() => localStorage.clear());

/** GET /clientCaptcha answers: the n-th picture's answer is `answers[n]`. */
function clientCaptchas(...answers: string[]) {
  let n = 0;
  return () => {
    const answer = answers[Math.min(n, answers.length - 1)] as string;
    n += 1;
    return newStyle(100, { text: encodeClientCaptcha(answer, Uint8Array.from([9, 8, 7, 6])), data: SVG(100 + n) });
  };
}

type Routes = Record<string, (body: Record<string, unknown>) => unknown>;

async function startFlow(routes: Routes = {}) {
  const kit = await renderAuthModal({ routes: { '/clientCaptcha': clientCaptchas('5309', '7777'), ...routes } });
  act(() => kit.bus.emit(BusEvent.transferVerificationRequired, { account: 'moved01', data: { account: 'moved01' } }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
  await within(dialog).findByRole('img', { name: 'Verification code image' });
  return { ...kit, dialog };
}

const user = () => userEvent.setup();

async function fillVerify(u: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code = '5309') {
  await u.type(within(dialog).getByLabelText('Withdraw password'), '1357');
  await u.type(within(dialog).getByLabelText('Email on the account'), 'moved01@example.com');
  await u.type(within(dialog).getByLabelText('Verification code'), code);
  await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

async function fillReset(
  u: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  password: string,
  confirm = password,
) {
  await u.type(await within(dialog).findByLabelText('New password'), password);
  await u.type(within(dialog).getByLabelText('Confirm the new password'), confirm);
  await u.click(within(dialog).getByRole('button', { name: 'Set the new password' }));
}

describe('transfer verification (login 802)', () => {
  it('verifies, sets the new password with the token, then resets and hands over to the login form', async () => {
    const u = user();
    const { dialog, server } = await startFlow({
      '/arks/web/vx/verify': () => newStyle(100, { token: 'vx-token' }),
      '/arks/web/vx/reset': () => newStyle(100),
    });

    await fillVerify(u, dialog);
    await fillReset(u, dialog, 'fresh123');

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByText('Your password has been changed. Log in with the new password.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog', { name: 'Verify your account' })).not.toBeInTheDocument();
    expect(server.callsTo('/arks/web/vx/verify')[0]?.body).toEqual({
      site_id: SITE_ID,
      account: 'moved01',
      withdraw_password: '1357',
      member_email: 'moved01@example.com',
      member_phone: '',
    });
    expect(server.callsTo('/arks/web/vx/reset')[0]?.body).toEqual({
      site_id: SITE_ID,
      account: 'moved01',
      password: 'fresh123',
      token: 'vx-token',
    });
  });

  it('checks the form on the client: required fields, the chosen contact, and the local captcha', async () => {
    const u = user();
    const { dialog, server } = await startFlow();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });

    await u.click(verify);
    expect(within(dialog).getByLabelText('Withdraw password')).toHaveAccessibleDescription(
      'Please enter your withdraw password',
    );
    expect(within(dialog).getByLabelText('Email on the account')).toHaveAccessibleDescription(
      'Please enter your email',
    );
    expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Please enter the verification code',
    );

    await u.click(within(dialog).getByRole('radio', { name: 'Phone number' }));
    expect(within(dialog).queryByLabelText('Email on the account')).not.toBeInTheDocument();
    await u.click(verify);
    expect(within(dialog).getByLabelText('Phone number on the account')).toHaveAccessibleDescription(
      'Please enter your phone number',
    );

    await u.type(within(dialog).getByLabelText('Withdraw password'), '1357');
    await u.type(within(dialog).getByLabelText('Phone number on the account'), '0912000802');
    await u.type(within(dialog).getByLabelText('Verification code'), '1111');
    await u.click(verify);
    expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription(
      'The verification code does not match the picture',
    );
    expect(server.callsTo('/arks/web/vx/verify')).toHaveLength(0);

    await u.clear(within(dialog).getByLabelText('Verification code'));
    await u.type(within(dialog).getByLabelText('Verification code'), '5309');
    await u.click(verify);
    await waitFor(() => expect(server.callsTo('/arks/web/vx/verify')).toHaveLength(1));
    expect(server.callsTo('/arks/web/vx/verify')[0]?.body).toMatchObject({
      member_email: '',
      member_phone: '0912000802',
    });
  });

  it.each([101, 102, 201, 202, 203, 204])(
    'asks to verify again on verify code %i, with a new picture',
    async (code) => {
      const u = user();
      const { dialog, server } = await startFlow({ '/arks/web/vx/verify': () => newStyle(code, null, 'server words') });

      await fillVerify(u, dialog);

      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Verification failed. Please verify again.'),
      );
      await waitFor(() => expect(server.callsTo('/clientCaptcha')).toHaveLength(2));
      expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
      // The new picture has a new answer: the old code no longer matches.
      await fillVerifyCodeOnly(u, dialog, '5309');
      expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription(
        'The verification code does not match the picture',
      );
    },
  );

  it('shows the server message for another verify code', async () => {
    const u = user();
    const { dialog } = await startFlow({ '/arks/web/vx/verify': () => newStyle(500, null, 'Service busy') });
    await fillVerify(u, dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Service busy'));
  });

  it('checks the new password: 6 to 12 characters, equal to its confirmation', async () => {
    const u = user();
    const { dialog, server } = await startFlow({ '/arks/web/vx/verify': () => newStyle(100, { token: 't' }) });
    await fillVerify(u, dialog);

    await fillReset(u, dialog, '12345');
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'The password must be 6 to 12 characters',
    );
    await u.clear(within(dialog).getByLabelText('New password'));
    await u.clear(within(dialog).getByLabelText('Confirm the new password'));
    await fillReset(u, dialog, 'abcdef1', 'abcdef2');
    expect(within(dialog).getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords do not match',
    );
    expect(server.callsTo('/arks/web/vx/reset')).toHaveLength(0);
  });

  it.each([101, 102, 103, 201, 202, 203])(
    'goes back to verify on reset code %i, asking to verify again',
    async (code) => {
      const u = user();
      const { dialog } = await startFlow({
        '/arks/web/vx/verify': () => newStyle(100, { token: 't' }),
        '/arks/web/vx/reset': () => newStyle(code),
      });
      await fillVerify(u, dialog);

      await fillReset(u, dialog, 'fresh123');

      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Verification failed. Please verify again.'),
      );
      expect(within(dialog).getByLabelText('Withdraw password')).toHaveValue('');
    },
  );
});

async function fillVerifyCodeOnly(u: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  await within(dialog).findByRole('img', { name: 'Verification code image' });
  await u.type(within(dialog).getByLabelText('Verification code'), code);
  await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
}
