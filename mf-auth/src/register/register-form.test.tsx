import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oldStyle, renderRegister, SESSION } from './register-test-kit.js';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'agent_recommend=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
});

const form = () => screen.findByRole('button', { name: 'Register' });
const field = (label: string) => screen.getByLabelText(label);

async function fillUsd(user: ReturnType<typeof userEvent.setup>, account = 'new_user1') {
  await user.type(field('Account'), account);
  await user.type(field('Password'), 'abc123');
  await user.type(field('Confirm password'), 'abc123');
  await user.type(field('Email'), 'new@example.com');
  await user.type(field('Verification code'), '4242');
  await user.click(screen.getByRole('checkbox', { name: /service agreement/ }));
}

describe('register form: built from the settings', () => {
  it('shows the USD fields, each required or optional as configured', async () => {
    await renderRegister();
    await form();
    expect(field('Account')).toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Full name (optional)')).not.toBeRequired();
    expect(field('Telegram (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Phone number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
    // USD offers friend referral (is_friend): its code field is shown.
    expect(await screen.findByLabelText('Referral code (optional)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
  });

  it('shows the referral code field for is_friend 1, the value the spec names', async () => {
    await renderRegister({ routes: { '/bonus_setting/check': () => oldStyle(100, { is_friend: 1 }) } });
    await form();
    expect(await screen.findByLabelText('Referral code (optional)')).toBeInTheDocument();
  });

  it("rebuilds the form for another currency's settings", async () => {
    const user = userEvent.setup();
    await renderRegister();
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    expect(field('Phone number')).toBeRequired();
    expect(field('SMS code')).toBeInTheDocument();
    expect(field('Withdrawal PIN')).toBeRequired();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/Referral code/)).not.toBeInTheDocument());
  });
});

describe('register form: validation on blur and on submit', () => {
  it('validates a field when it loses focus and clears the message once it is fixed', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await form();
    await user.type(field('Account'), 'ab c');
    await user.tab();
    expect(field('Account')).toHaveAccessibleDescription('Use 6 to 12 letters, digits, _ or -');
    expect(field('Account')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Account'));
    await user.type(field('Account'), 'abc_123');
    expect(field('Account')).not.toHaveAccessibleDescription('Use 6 to 12 letters, digits, _ or -');
  });

  it.each([
    ['Password', 'abcdef', 'Use 6 to 12 letters and digits, with at least one of each'],
    ['Email', 'not-mail', 'Please enter a valid email'],
    ['Telegram (optional)', 'tg', 'Use 5 to 50 letters, digits, _ . - or @'],
  ])('%s %j -> %s', async (label, value, message) => {
    const user = userEvent.setup();
    await renderRegister();
    await form();
    await user.type(field(label), value);
    await user.tab();
    expect(field(label)).toHaveAccessibleDescription(message);
  });

  it('checks the confirmation against the password, and again when the password changes', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await form();
    await user.type(field('Password'), 'abc123');
    await user.type(field('Confirm password'), 'abc124');
    await user.tab();
    expect(field('Confirm password')).toHaveAccessibleDescription('The passwords do not match');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'abc124');
    expect(field('Confirm password')).not.toHaveAccessibleDescription('The passwords do not match');
  });

  it('applies the VND rules: one-word name, 10-digit phone', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    await user.type(field('Full name'), 'Nguyen Linh');
    await user.type(field('Phone number'), '091234567');
    await user.tab();
    expect(field('Full name')).toHaveAccessibleDescription('Enter the name as one word, without spaces');
    expect(field('Phone number')).toHaveAccessibleDescription('Enter exactly 10 digits');
  });

  it('shows every required message on an empty submit, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = await renderRegister();
    await user.click(await form());
    expect(field('Account')).toHaveAccessibleDescription('Please enter an account');
    expect(field('Password')).toHaveAccessibleDescription('Please enter a password');
    expect(field('Confirm password')).toHaveAccessibleDescription('Please confirm the password');
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(field('Verification code')).toHaveAccessibleDescription('Please enter the verification code');
    expect(screen.getByRole('checkbox', { name: /service agreement/ })).toHaveAccessibleDescription(
      'Please accept the service agreement',
    );
    expect(field('Full name (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Account')).toHaveFocus();
    expect(server.callsTo('/register')).toHaveLength(0);
  });
});

describe('register form: unique fields on blur', () => {
  it('shows the duplicate code of /register/verification on the field', async () => {
    const user = userEvent.setup();
    const { server } = await renderRegister({
      routes: {
        '/register/verification': (b) => oldStyle((b.fields as { member_account?: string }).member_account ? 102 : 105),
      },
    });
    await form();
    await user.type(field('Account'), 'player01');
    await user.tab();
    expect(await screen.findByText('This account is already taken')).toBeInTheDocument();
    expect(server.callsTo('/register/verification')[0]?.body).toEqual({
      fields: { member_account: 'player01' },
      site_id: 'site-test',
      member_currency: 'USD',
      verification: 1,
    });
    await user.type(field('Email'), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  });

  it('does not check a field that breaks a rule, nor one the settings keep non-unique', async () => {
    const user = userEvent.setup();
    const { server } = await renderRegister();
    await form();
    await user.type(field('Account'), 'ab');
    await user.tab();
    await user.type(field('Full name (optional)'), 'Ana');
    await user.tab();
    expect(server.callsTo('/register/verification')).toHaveLength(0);
  });
});

describe('register form: SMS', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the SMS and blocks a resend for 300 s with a visible countdown', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server } = await renderRegister();
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    await user.type(field('Phone number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const resend = await screen.findByRole('button', { name: 'Resend in 300 s' });
    expect(server.callsTo('/register/sms')[0]?.body).toEqual({
      member_phone: '0912345678',
      currency: 'VND',
      site_id: 'site-test',
      type: 'register_member',
    });
    expect(screen.getByText('Code sent. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    await user.click(resend);
    expect(server.callsTo('/register/sms')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 299 s' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299_000));
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-disabled', 'false');
    await user.click(send);
    expect(server.callsTo('/register/sms')).toHaveLength(2);
  });

  it('on 102 counts down what the server says is left and says why', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRegister({ routes: { '/register/sms': () => oldStyle(102, { retry_after_s: 120 }) } });
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    await user.type(field('Phone number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toBeInTheDocument();
    expect(field('SMS code')).toHaveAccessibleDescription('One SMS per five minutes. Please wait.');
  });

  it.each([
    [99, 'Phone verification failed. Please check the number.'],
    [103, 'The SMS cannot be sent now. Please contact customer service.'],
    [104, 'Please contact customer service'],
    [201, 'Please enter your phone number'],
  ])('shows SMS code %i under the code field', async (code, message) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRegister({ routes: { '/register/sms': () => oldStyle(code) } });
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    await user.type(field('Phone number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field('SMS code')).toHaveAccessibleDescription(message));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('does not send an SMS to a phone that breaks the rules', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { server } = await renderRegister();
    await form();
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    await user.type(field('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // The form's resolver checks the phone asynchronously.
    await waitFor(() => expect(field('Phone number')).toHaveAccessibleDescription('Enter exactly 10 digits'));
    expect(server.callsTo('/register/sms')).toHaveLength(0);
  });
});

describe('register form: submit', () => {
  it('sends the registration payload and hands the session over', async () => {
    const user = userEvent.setup();
    const { server, onRegistered } = await renderRegister();
    await form();
    await fillUsd(user);
    await user.type(field('Referral code (optional)'), 'PLAYER01');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(SESSION));
    expect(server.callsTo('/register')[0]?.body).toEqual({
      site_id: 'site-test',
      member_account: 'new_user1',
      password: 'abc123',
      member_currency: 'USD',
      member_name: '',
      member_email: 'new@example.com',
      member_birthday: '',
      withdraw_password: '',
      member_phone: '',
      member_qq: '',
      member_telegram: '',
      member_whats_app: '',
      member_skype: '',
      member_fb: '',
      member_zalo: '',
      member_wechat: '',
      member_others: '',
      phone_verify: '',
      identity_id: '',
      captcha_token: 'captcha-1',
      verify_code: '',
      introducer: 'PLAYER01',
      answer: '4242',
      remoteAddr: '',
      errorTrack: '',
    });
  });

  it.each([
    [102, 'Account', 'This account is already taken'],
    [105, 'Email', 'This email is already registered'],
    [206, 'Email', 'Please enter a valid email'],
    [306, 'Telegram (optional)', 'Invalid contact'],
    [224, 'Verification code', 'The verification code is wrong. Please try again.'],
    [110, 'Referral code (optional)', 'This referral code is disabled'],
  ])('shows code %i on its field', async (code, label, message) => {
    const user = userEvent.setup();
    const { server } = await renderRegister({ routes: { '/register': () => oldStyle(code, null, 'nope') } });
    await form();
    await fillUsd(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
    // The server used the captcha up: a new one, and the answer cleared.
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(2));
    expect(field('Verification code')).toHaveValue('');
  });

  it.each([
    [996, 'Registering too often. Please try again in a minute.'],
    [997, "Your IP address has reached today's registration limit"],
    [218, 'Registering from your IP address is not allowed'],
    [104, 'This phone number is already registered'],
    [555, 'Maintenance until 10:00'],
  ])('shows code %i in the form alert when it has no field here', async (code, message) => {
    const user = userEvent.setup();
    await renderRegister({
      routes: { '/register': () => oldStyle(code, null, code === 555 ? 'Maintenance until 10:00' : '') },
    });
    await form();
    await fillUsd(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("shows 'error' for an unknown code without a message", async () => {
    const user = userEvent.setup();
    await renderRegister({ routes: { '/register': () => oldStyle(555) } });
    await form();
    await fillUsd(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^error$/);
  });

  it("puts the api's field and key (its shared schema) on that field", async () => {
    const user = userEvent.setup();
    await renderRegister({
      routes: {
        '/register': () => oldStyle(400, { field: 'password', key: 'signup.err_password_format' }, 'Invalid field'),
      },
    });
    await form();
    await fillUsd(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'Use 6 to 12 letters and digits, with at least one of each',
      ),
    );
    expect(field('Password')).toHaveFocus();
  });

  it('disables the button while the registration is in flight', async () => {
    const user = userEvent.setup();
    let release!: (v: unknown) => void;
    const { server } = await renderRegister({ routes: { '/register': () => new Promise((r) => (release = r)) } });
    await form();
    await fillUsd(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const busy = screen.getByRole('button', { name: 'Registering…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(server.callsTo('/register')).toHaveLength(1);
    await act(async () => release(oldStyle(102)));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('register form: the service agreement', () => {
  it('shows the agreement sanitised and ticks the box on accept', async () => {
    const user = userEvent.setup();
    await renderRegister({
      routes: {
        '/arks/web/register-settings/service-agreement': () => ({
          code: 100,
          message: '',
          data: {
            content:
              '<h3>Terms</h3><p onclick="steal()">Play fair.</p><script>window.hacked = 1</script><img src=x onerror="window.hacked=2">',
          },
        }),
      },
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Read the service agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service agreement' });
    expect(await within(dialog).findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.innerHTML).not.toContain('onclick');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    expect(screen.queryByRole('dialog', { name: 'Service agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /service agreement/ })).toBeChecked();
  });
});
