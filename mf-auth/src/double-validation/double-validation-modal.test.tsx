import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, ToastHost, type DoubleValidationChallenge } from '@croupier/shared';
import { LOGIN_HEADERS, SESSION, SVG, newStyle, renderAuthModal } from '../modal/auth-test-kit.js';
import { UDID_STORAGE_KEY } from '../login/client-info.js';

const CHALLENGE: DoubleValidationChallenge = {
  member_login_id: 'dv-1',
  question: 'member_name',
  available_questions_count: 3,
};

beforeEach(() => localStorage.clear());

type Routes = Record<string, (body: Record<string, unknown>) => unknown>;

async function startFlow(routes: Routes = {}, challenge: DoubleValidationChallenge = CHALLENGE) {
  const kit = await renderAuthModal({ routes });
  act(() => kit.bus.emit(BusEvent.doubleValidationRequired, { account: 'double01', data: challenge }));
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  await within(dialog).findByRole('img', { name: 'Verification code image' });
  return { ...kit, dialog };
}

async function answer(dialog: HTMLElement, label: string, text: string, code = '4721') {
  const u = userEvent.setup();
  await u.type(within(dialog).getByLabelText(label), text);
  await u.type(within(dialog).getByLabelText('Verification code'), code);
  await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const alertOf = (dialog: HTMLElement) => within(dialog).getByRole('alert');

describe('double validation (spec 02)', () => {
  it('asks the question with a captcha and completes the login with the right answer', async () => {
    render(<ToastHost />);
    const { dialog, server, bus } = await startFlow({ '/login/double_validation': () => newStyle(100, SESSION) });
    const succeeded = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);

    await answer(dialog, 'Your full name', ' Dana Double ');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('/login/double_validation')[0]?.body).toEqual({
      member_login_id: 'dv-1',
      answer: 'Dana Double',
      captcha_answer: '4721',
      captcha_token: 'captcha-token-1',
      remote_addr: LOGIN_HEADERS['x-client-ip'],
      udid: localStorage.getItem(UDID_STORAGE_KEY),
    });
    expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: null });
    // Spec 02 §8: success shows login_success.
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
  });

  it('names the question in the message of an empty answer, and asks for the code', async () => {
    const u = userEvent.setup();
    const { dialog, server } = await startFlow({}, { ...CHALLENGE, question: 'withdraw_password' });

    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(within(dialog).getByLabelText('Your withdraw password')).toHaveAccessibleDescription(
      'Please enter your withdraw password',
    );
    expect(within(dialog).getByLabelText('Your withdraw password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Please enter the verification code',
    );
    expect(server.callsTo('/login/double_validation')).toHaveLength(0);
  });

  it.each([
    [103, 'Verification failed. Please check your answer and the code.'],
    [104, 'Verification failed. Please check your answer and the code.'],
    [105, 'Verification failed. Please check your answer and the code.'],
    [205, 'Verification failed. Please check your answer and the code.'],
    [206, 'Verification failed. Please check your answer and the code.'],
    [106, 'Logging in from your IP address is not allowed.'],
    [102, 'server says 102'],
    [999, 'server says 999'],
  ])('shows code %i as the spec says, with a new captcha and an empty code', async (code, text) => {
    const { dialog, server } = await startFlow({
      '/login/double_validation': () => newStyle(code, null, `server says ${code}`),
    });

    await answer(dialog, 'Your full name', 'Someone');

    await waitFor(() => expect(alertOf(dialog)).toHaveTextContent(text));
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(2));
    expect(await within(dialog).findByRole('img', { name: 'Verification code image' })).toHaveAttribute('src', SVG(2));
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(within(dialog).getByLabelText('Your full name')).toHaveValue('Someone');
  });

  it.each([
    [998, 'Too many failed answers. Please log in again.'],
    [101, 'server says 101'],
    [202, 'server says 202'],
  ])('after %i offers only to log in again', async (code, text) => {
    const u = userEvent.setup();
    const { dialog } = await startFlow({
      '/login/double_validation': () => newStyle(code, null, `server says ${code}`),
    });

    await answer(dialog, 'Your full name', 'Someone');

    await waitFor(() => expect(alertOf(dialog)).toHaveTextContent(text));
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('Skip loads another question and offers Skip while more than one is left', async () => {
    const u = userEvent.setup();
    const { dialog, server } = await startFlow({
      '/login/double_validation/skip': () =>
        newStyle(100, { member_login_id: 'dv-1', question: 'member_email', available_questions_count: 2 }),
    });
    await u.type(within(dialog).getByLabelText('Your full name'), 'half typed');

    await u.click(within(dialog).getByRole('button', { name: 'Another question' }));

    expect(await within(dialog).findByLabelText('Your email')).toHaveValue('');
    expect(server.callsTo('/login/double_validation/skip')).toEqual([
      { path: '/login/double_validation/skip', body: { member_login_id: 'dv-1' } },
    ]);
    server.on('/login/double_validation/skip', () =>
      newStyle(100, { member_login_id: 'dv-1', question: 'member_phone', available_questions_count: 1 }),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Another question' }));
    expect(await within(dialog).findByLabelText('Your phone number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Another question' })).not.toBeInTheDocument();
  });

  it('offers no Skip when the first question is the only one', async () => {
    const { dialog } = await startFlow({}, { ...CHALLENGE, available_questions_count: 1 });
    expect(within(dialog).queryByRole('button', { name: 'Another question' })).not.toBeInTheDocument();
  });

  it('shows account_error when Skip answers 101', async () => {
    const u = userEvent.setup();
    const { dialog } = await startFlow({ '/login/double_validation/skip': () => newStyle(101, null, 'expired') });
    await u.click(within(dialog).getByRole('button', { name: 'Another question' }));
    await waitFor(() => expect(alertOf(dialog)).toHaveTextContent('Account error. Please log in again.'));
  });

  it('Cancel clears the answer and the code', async () => {
    const u = userEvent.setup();
    const { dialog, server } = await startFlow();
    await u.type(within(dialog).getByLabelText('Your full name'), 'Dana');
    await u.type(within(dialog).getByLabelText('Verification code'), '12');

    await u.click(within(dialog).getByRole('button', { name: 'Clear' }));

    expect(within(dialog).getByLabelText('Your full name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(within(dialog).getByLabelText('Your full name')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(server.callsTo('/login/double_validation')).toHaveLength(0);
    // The captcha stays: only what was typed goes.
    expect(server.callsTo('/captcha')).toHaveLength(1);
    expect(within(dialog).getByRole('img', { name: 'Verification code image' })).toHaveAttribute('src', SVG(1));
  });
});
