import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, CAPTCHA_TYPE_LOGIN, postWindowMsg } from '@croupier/shared';
import { deferred } from '../testing/mount-auth.js';
import {
  LOGIN_HEADERS,
  SESSION,
  SITE_ID,
  SVG,
  captchaAnswer,
  captchaImage,
  fillLogin,
  newStyle,
  oldStyleCode,
  renderAuthModal,
} from './auth-test-kit.js';
import { UDID_STORAGE_KEY } from '../login/client-info.js';

beforeEach(() => localStorage.clear());

describe('login modal', () => {
  it('stays closed until openLogin, then fetches the login captcha and shows it', async () => {
    const { server, open } = await renderAuthModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    open();

    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await captchaImage()).toHaveAttribute('src', SVG(1));
    expect(server.callsTo('/captcha')).toEqual([
      { path: '/captcha', body: { type: CAPTCHA_TYPE_LOGIN, site_id: SITE_ID } },
    ]);
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('placeholder', '4 digits');
    expect(screen.getByLabelText('Account')).toHaveFocus();
  });

  it('shows the three required messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { server, open } = await renderAuthModal();
    open();
    await captchaImage();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('Please enter your account');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Please enter the verification code',
    );
    expect(screen.getByLabelText('Account')).toHaveFocus();
    expect(server.callsTo('/login')).toHaveLength(0);
  });

  it('validates a field when it loses focus and clears the message once it is filled', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal();
    open();
    await captchaImage();

    await user.click(screen.getByLabelText('Account'));
    await user.tab();
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Account'), 'p');
    expect(screen.queryByText('Please enter your account')).not.toBeInTheDocument();
  });

  it('sends the full login payload with the login headers, stores the session, closes and announces the login', async () => {
    const user = userEvent.setup();
    const { server, headers, bus, open } = await renderAuthModal();
    const succeeded = jest.fn();
    const loads = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    bus.on(BusEvent.afterLoginLoads, loads);
    open({ target: '/user' });
    await captchaImage();

    await fillLogin(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = server.callsTo('/login');
    expect(call?.body).toEqual({
      account: 'player01',
      password: 'secret12',
      site_id: SITE_ID,
      answer: '1234',
      captcha_token: 'captcha-token-1',
      remote_addr: LOGIN_HEADERS['x-client-ip'],
      host: window.location.host,
      device: 'web',
      system_group: 'pc',
      udid: localStorage.getItem(UDID_STORAGE_KEY),
      login_type: '1',
      cdn: '',
      system: expect.any(String),
      browser: expect.any(String),
      system_version: expect.any(String),
    });
    // GET /get_login_header first, its headers sent with POST /login.
    expect(server.calls.map((c) => c.path).slice(-2)).toEqual(['/get_login_header', '/login']);
    expect(headers.find((h) => h.path === '/api/login')?.headers).toMatchObject(LOGIN_HEADERS);
    expect(localStorage.getItem('token')).toBe('tok-abc');
    expect(localStorage.getItem('member_id')).toBe('42');
    // The shell opens the target (a window for fastPayment, user and proxy): mf-auth passes it on.
    expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: null, target: '/user' });
    expect(loads).toHaveBeenCalledWith({ member_id: 42, member_currency: 'INR' });
  });

  it('still logs in when the login headers cannot be had', async () => {
    const user = userEvent.setup();
    const { server, open } = await renderAuthModal({ routes: { '/get_login_header': () => oldStyleCode(500) } });
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('/login')[0]?.body).toMatchObject({ remote_addr: '' });
  });

  describe('a currency change (spec 01 §4)', () => {
    it('refetches the game list on desktop', async () => {
      const user = userEvent.setup();
      const { bus, reload, open } = await renderAuthModal({ currency: 'USD' });
      const succeeded = jest.fn();
      const refetch = jest.fn();
      bus.on(BusEvent.loginSucceeded, succeeded);
      bus.on(BusEvent.gamesRefetchList, refetch);
      open();
      await captchaImage();

      await fillLogin(user);

      await waitFor(() => expect(refetch).toHaveBeenCalledWith({ currency: 'INR' }));
      expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: 'USD' });
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads the page on mobile', async () => {
      const user = userEvent.setup();
      const { bus, reload, open } = await renderAuthModal({ currency: 'USD', width: 390 });
      const refetch = jest.fn();
      bus.on(BusEvent.gamesRefetchList, refetch);
      open();
      await captchaImage();

      await fillLogin(user);

      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(refetch).not.toHaveBeenCalled();
    });

    it('does neither when the currency stays', async () => {
      const user = userEvent.setup();
      const { bus, reload, open } = await renderAuthModal({ currency: 'INR', width: 390 });
      const refetch = jest.fn();
      const succeeded = jest.fn();
      bus.on(BusEvent.gamesRefetchList, refetch);
      bus.on(BusEvent.loginSucceeded, succeeded);
      open();
      await captchaImage();

      await fillLogin(user);

      await waitFor(() => expect(succeeded).toHaveBeenCalled());
      expect(refetch).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('takes the currency stored with the last session when the page has none', async () => {
      const user = userEvent.setup();
      localStorage.setItem('currency', 'USD');
      const { bus, open } = await renderAuthModal();
      const succeeded = jest.fn();
      bus.on(BusEvent.loginSucceeded, succeeded);
      open();
      await captchaImage();

      await fillLogin(user);

      await waitFor(() => expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: 'USD' }));
    });
  });

  it('shows the captcha message on 105, clears the answer and fetches a new captcha', async () => {
    const user = userEvent.setup();
    const { server, open } = await renderAuthModal({ routes: { '/login': () => newStyle(105) } });
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The verification code is wrong. Please try again.'),
    );
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(2));
    expect(await captchaImage()).toHaveAttribute('src', SVG(2));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [101, 'The account or password is wrong.'],
    [102, 'This account is disabled.'],
    [103, 'This account is frozen.'],
    [106, 'Logging in from your IP address is not allowed.'],
    [201, 'Logging in from your IP address is not allowed (201).'],
    [202, 'Logging in from your IP address is not allowed (202).'],
    [203, 'Logging in from your IP address is not allowed (203).'],
  ])('shows the message of login code %i', async (code, text) => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal({ routes: { '/login': () => oldStyleCode(code) } });
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  });

  it('shows the server message for a code without a message of its own', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal({
      routes: { '/login': () => newStyle(999, null, 'Maintenance until 10:00') },
    });
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Maintenance until 10:00'));
  });

  it('shows the translated network error when the request fails in transport', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal({
      routes: {
        '/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    open();
    await captchaImage();

    await fillLogin(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error, please check your connection'),
    );
  });

  it('does not send a login without a captcha, and asks for a new one', async () => {
    const user = userEvent.setup();
    const { server, open } = await renderAuthModal({ routes: { '/captcha': () => oldStyleCode(500) } });
    open();
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(1));
    server.on('/captcha', () => captchaAnswer(9));

    await fillLogin(user);

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The verification code could not be loaded. Please refresh it.',
      ),
    );
    expect(server.callsTo('/login')).toHaveLength(0);
    expect(await captchaImage()).toHaveAttribute('src', SVG(9));
  });

  it('hands code 107 over to device verification: announced on the bus, its modal opens', async () => {
    const user = userEvent.setup();
    const challenge = { member_login_id: 'pl-1', channel: 'sms', masked_to: '******0107', retry_after_s: 300 };
    const { bus, open } = await renderAuthModal({ routes: { '/login': () => newStyle(107, challenge) } });
    const handler = jest.fn();
    bus.on(BusEvent.deviceVerificationRequired, handler);
    open();
    await captchaImage();

    await fillLogin(user);

    expect(await screen.findByRole('dialog', { name: 'Verify this device' })).toHaveTextContent('******0107');
    expect(handler).toHaveBeenCalledWith({ account: 'player01', data: challenge });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('hands code 802 over to transfer verification with the account filled in', async () => {
    const user = userEvent.setup();
    const { bus, open } = await renderAuthModal({
      routes: {
        '/login': () => newStyle(802, { account: 'player01' }),
        '/clientCaptcha': () => newStyle(100, { text: 'v1.AQIDBA.NDY3Mw', data: SVG(5) }),
      },
    });
    const handler = jest.fn();
    bus.on(BusEvent.transferVerificationRequired, handler);
    open();
    await captchaImage();

    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Verify your account' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player01');
    expect(handler).toHaveBeenCalledWith({ account: 'player01', data: { account: 'player01' } });
  });

  it('opens the double validation when the login answers a question instead of a session', async () => {
    const user = userEvent.setup();
    const challenge = { member_login_id: 'dv-1', question: 'member_email', available_questions_count: 3 };
    const { bus, open } = await renderAuthModal({
      routes: { '/login': () => newStyle(100, { double_validation: challenge }) },
    });
    const required = jest.fn();
    const succeeded = jest.fn();
    bus.on(BusEvent.doubleValidationRequired, required);
    bus.on(BusEvent.loginSucceeded, succeeded);
    open();
    await captchaImage();

    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(within(dialog).getByLabelText('Your email')).toBeInTheDocument();
    expect(required).toHaveBeenCalledWith({ account: 'player01', data: challenge });
    expect(succeeded).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('disables the submit button while the login is in flight', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { server, open } = await renderAuthModal({ routes: { '/login': () => answer.promise } });
    open();
    await captchaImage();

    await fillLogin(user);

    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(server.callsTo('/login')).toHaveLength(1);
    await act(async () => answer.resolve(newStyle(101)));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('does not fetch a second captcha while one is in flight', async () => {
    const user = userEvent.setup();
    const { server, open } = await renderAuthModal();
    open();
    await captchaImage();
    const held = deferred<unknown>();
    server.on('/captcha', () => held.promise);

    const refresh = screen.getByRole('button', { name: 'Refresh the verification code' });
    await user.click(refresh);
    await user.click(refresh);

    expect(server.callsTo('/captcha')).toHaveLength(2);
    await act(async () => held.resolve(captchaAnswer(7)));
    expect(await captchaImage()).toHaveAttribute('src', SVG(7));
  });

  describe('after /captcha answers 101', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('blocks a refresh for 1 s', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { server, open } = await renderAuthModal({ routes: { '/captcha': () => oldStyleCode(101) } });
      open();
      await waitFor(() => expect(screen.getByText('nope')).toBeInTheDocument());
      const refresh = screen.getByRole('button', { name: 'Refresh the verification code' });
      expect(refresh).toHaveAttribute('aria-disabled', 'true');

      await user.click(refresh);
      act(() => jest.advanceTimersByTime(900));
      await user.click(refresh);
      expect(server.callsTo('/captcha')).toHaveLength(1);

      server.on('/captcha', () => captchaAnswer(3));
      act(() => jest.advanceTimersByTime(100));
      expect(refresh).toHaveAttribute('aria-disabled', 'false');
      await user.click(refresh);

      expect(await captchaImage()).toHaveAttribute('src', SVG(3));
      expect(server.callsTo('/captcha')).toHaveLength(2);
    });
  });

  it('opens the forgot-password modal with the account typed so far', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal();
    open();
    await captchaImage();
    await user.type(screen.getByLabelText('Account'), 'forgot01');

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('forgot01');
  });

  it('switches to the register tab with the arrow keys', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal();
    open();
    await captchaImage();

    act(() => screen.getByRole('tab', { name: 'Log in' }).focus());
    await user.keyboard('{ArrowRight}');

    const registerTab = screen.getByRole('tab', { name: 'Register' });
    expect(registerTab).toHaveAttribute('aria-selected', 'true');
    expect(registerTab).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('opens on the register tab when asked, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { open } = await renderAuthModal();
    open({ tab: 'register' });

    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('third-party login from the modal', () => {
  const PROVIDERS = {
    list: [{ provider: 'dev', name: 'Croupier Dev Sign-in', authorize_url: '/api/auth/dev/authorize' }],
  };
  const openSpy = () => jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  afterEach(() => jest.restoreAllMocks());

  /** What the /authCallback popup sends its opener (here: this window, by postMessage). */
  const fromPopup = (msg: Parameters<typeof postWindowMsg>[0]) => {
    const opener = {
      postMessage: (data: unknown) =>
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })),
    };
    act(() => postWindowMsg(msg, { localStorage, opener, location: window.location } as unknown as Window));
  };

  it('offers the brand providers and opens the provider in a popup that comes back to /authCallback', async () => {
    const user = userEvent.setup();
    const spy = openSpy();
    const { open } = await renderAuthModal({ routes: { '/auth/providers': () => newStyle(100, PROVIDERS) } });
    open();

    await user.click(await screen.findByRole('button', { name: 'Continue with Croupier Dev Sign-in' }));

    expect(spy).toHaveBeenCalledTimes(1);
    const [url, name, features] = spy.mock.calls[0] ?? [];
    const opened = new URL(String(url));
    expect(opened.pathname).toBe('/api/auth/dev/authorize');
    expect(opened.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/authCallback`);
    expect(opened.searchParams.get('site_id')).toBe(SITE_ID);
    const state = opened.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('auth_login_state') ?? '{}')).toEqual({ state, provider: 'dev' });
    expect(name).toBe('auth');
    expect(features).toMatch(/^popup=yes,width=1500,height=800,/);
  });

  it('completes the login when the popup reports authLogin', async () => {
    const user = userEvent.setup();
    openSpy();
    const { bus, open } = await renderAuthModal({ routes: { '/auth/providers': () => newStyle(100, PROVIDERS) } });
    const succeeded = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    open({ target: '/fastPayment' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Croupier Dev Sign-in' }));

    fromPopup({ type: 'authLogin', session: SESSION });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: null, target: '/fastPayment' });
    expect(localStorage.getItem('token')).toBe(SESSION.token);
  });

  it('shows the message of an authLoginClose with a result code, and nothing for one without', async () => {
    const user = userEvent.setup();
    openSpy();
    const { open } = await renderAuthModal({ routes: { '/auth/providers': () => newStyle(100, PROVIDERS) } });
    open();
    const button = await screen.findByRole('button', { name: 'Continue with Croupier Dev Sign-in' });

    await user.click(button);
    fromPopup({ type: 'authLoginClose' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(button);
    fromPopup({ type: 'authLoginClose', code: 102, message: 'Account is disabled' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This account is disabled.'));
  });

  it('ignores window messages when no sign-in was started here', async () => {
    const { bus, open } = await renderAuthModal({ routes: { '/auth/providers': () => newStyle(100, PROVIDERS) } });
    const succeeded = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    open();
    await captchaImage();

    fromPopup({ type: 'authLogin', session: SESSION });

    expect(succeeded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says so when the browser blocks the popup', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { open } = await renderAuthModal({ routes: { '/auth/providers': () => newStyle(100, PROVIDERS) } });
    open();

    await user.click(await screen.findByRole('button', { name: 'Continue with Croupier Dev Sign-in' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The sign-in window was blocked.'));
  });
});
