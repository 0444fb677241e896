import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  BusEvent,
  CAPTCHA_TYPE_LOGIN,
  createApiClient,
  createBus,
  createI18n,
  createSessionStore,
  createSiteStore,
  createUiStore,
  registerNamespace,
  type Bus,
  type LoginSession,
} from '@croupier/shared';
import { i18nBundles } from '../i18n.js';
import { createFakeServer, deferred } from '../testing/fake-server.js';
import { AuthModal } from './auth-modal.js';
import { UDID_STORAGE_KEY } from './client-info.js';

const SITE_ID = 'site-test';
const SVG = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg><text>${n}</text></svg>`)}`;

/** /captcha answers in the old style, like the real api. */
const captchaAnswer = (n: number) => ({
  header: { status: '0000100', desc: 'ok' },
  body: { token: `captcha-token-${n}`, captcha: SVG(n), placeholder: '4 digits' },
});
const oldStyleCode = (code: number) => ({ header: { status: String(code).padStart(7, '0'), desc: 'nope' }, body: null });
const newStyle = (code: number, data: unknown = null, message = '') => ({ code, message, data });

const SESSION: LoginSession = {
  token: 'tok-abc',
  member_id: 42,
  member_account: 'player01',
  member_currency: 'INR',
  member_type: 1,
  site_id: SITE_ID,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
});

beforeEach(() => localStorage.clear());

function setup(loginAnswer: (body: Record<string, unknown>) => unknown = () => newStyle(100, SESSION)) {
  let captchas = 0;
  const server = createFakeServer({
    '/captcha': () => captchaAnswer(++captchas),
    '/login': loginAnswer,
  });
  const bus: Bus = createBus();
  const stores = {
    session: createSessionStore(localStorage),
    site: createSiteStore(SITE_ID),
    ui: createUiStore({ width: 1280 }),
  };
  const api = createApiClient({
    getToken: () => stores.session.getState().token,
    setToken: (t) => stores.session.getState().setToken(t),
    getLang: () => 'en_US',
    onUnauthorized: () => {},
    fetch: server.fetch,
  });
  const navigate = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AuthModal api={api} bus={bus} stores={stores} navigate={navigate} />
    </I18nextProvider>,
  );
  const open = (payload: { target?: string; tab?: 'login' | 'register' } = {}) =>
    act(() => bus.emit(BusEvent.openLogin, payload));
  return { server, bus, stores, navigate, open };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, answer = '1234') {
  await user.type(screen.getByLabelText('Account'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Verification code'), answer);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const captchaImage = () => screen.findByRole('img', { name: 'Verification code image' });

describe('login modal', () => {
  it('stays closed until openLogin, then fetches the login captcha and shows it', async () => {
    const { server, open } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    open();

    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await captchaImage()).toHaveAttribute('src', SVG(1));
    expect(server.callsTo('/captcha')).toEqual([{ path: '/captcha', body: { type: CAPTCHA_TYPE_LOGIN, site_id: SITE_ID } }]);
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('placeholder', '4 digits');
    expect(screen.getByLabelText('Account')).toHaveFocus();
  });

  it('shows the three required messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { server, open } = setup();
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
    const { open } = setup();
    open();
    await captchaImage();

    await user.click(screen.getByLabelText('Account'));
    await user.tab();
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Account'), 'p');
    expect(screen.queryByText('Please enter your account')).not.toBeInTheDocument();
  });

  it('sends the full login payload, stores the session, closes and announces the login', async () => {
    const user = userEvent.setup();
    const { server, bus, navigate, open } = setup();
    const succeeded = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    open({ target: '/user' });
    await captchaImage();

    await fillAndSubmit(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = server.callsTo('/login');
    expect(call?.body).toEqual({
      account: 'player01',
      password: 'secret12',
      site_id: SITE_ID,
      answer: '1234',
      captcha_token: 'captcha-token-1',
      remote_addr: '',
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
    expect(localStorage.getItem(UDID_STORAGE_KEY)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-abc');
    expect(localStorage.getItem('member_id')).toBe('42');
    expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: null, target: '/user' });
    expect(navigate).toHaveBeenCalledWith('/user');
  });

  it('passes the currency held before the login to loginSucceeded', async () => {
    const user = userEvent.setup();
    localStorage.setItem('currency', 'USD');
    const { bus, navigate, open } = setup();
    const succeeded = jest.fn();
    bus.on(BusEvent.loginSucceeded, succeeded);
    open();
    await captchaImage();

    await fillAndSubmit(user);

    await waitFor(() => expect(succeeded).toHaveBeenCalledWith({ session: SESSION, previousCurrency: 'USD' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the captcha message on 105, clears the answer and fetches a new captcha', async () => {
    const user = userEvent.setup();
    const { server, open } = setup(() => newStyle(105));
    open();
    await captchaImage();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong. Please try again.');
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(2));
    expect(await captchaImage()).toHaveAttribute('src', SVG(2));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the IP error with the code appended on 201', async () => {
    const user = userEvent.setup();
    const { open } = setup(() => oldStyleCode(201));
    open();
    await captchaImage();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Logging in from your IP address is not allowed (201).',
    );
  });

  it('shows the server message for a code without a message of its own', async () => {
    const user = userEvent.setup();
    const { open } = setup(() => newStyle(999, null, 'Maintenance until 10:00'));
    open();
    await captchaImage();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Maintenance until 10:00');
  });

  it('shows the translated network error when the request fails in transport', async () => {
    const user = userEvent.setup();
    const { open } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    open();
    await captchaImage();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please check your connection');
  });

  it('does not send a login without a captcha, and asks for a new one', async () => {
    const user = userEvent.setup();
    const { server, open } = setup();
    server.on('/captcha', () => oldStyleCode(500));
    open();
    await waitFor(() => expect(server.callsTo('/captcha')).toHaveLength(1));
    server.on('/captcha', () => captchaAnswer(9));

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code could not be loaded. Please refresh it.',
    );
    expect(server.callsTo('/login')).toHaveLength(0);
    expect(await captchaImage()).toHaveAttribute('src', SVG(9));
  });

  it.each([
    [107, BusEvent.deviceVerificationRequired],
    [802, BusEvent.transferVerificationRequired],
  ] as const)('hands code %i over to its verification flow', async (code, event) => {
    const user = userEvent.setup();
    const data = { question: 'q' };
    const { bus, open } = setup(() => newStyle(code, data));
    const handler = jest.fn();
    bus.on(event, handler);
    open();
    await captchaImage();

    await fillAndSubmit(user);

    await waitFor(() => expect(handler).toHaveBeenCalledWith({ account: 'player01', data }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('disables the submit button while the login is in flight', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    const { server, open } = setup(() => answer.promise);
    open();
    await captchaImage();

    await fillAndSubmit(user);

    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(server.callsTo('/login')).toHaveLength(1);
    await act(async () => answer.resolve(newStyle(101)));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('does not fetch a second captcha while one is in flight', async () => {
    const user = userEvent.setup();
    const { server, open } = setup();
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
      const { server, open } = setup();
      server.on('/captcha', () => oldStyleCode(101));
      open();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('nope'));
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

  it('switches to the register tab with the arrow keys and shows that it is coming soon', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    open();
    await captchaImage();

    act(() => screen.getByRole('tab', { name: 'Log in' }).focus());
    await user.keyboard('{ArrowRight}');

    const registerTab = screen.getByRole('tab', { name: 'Register' });
    expect(registerTab).toHaveAttribute('aria-selected', 'true');
    expect(registerTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent('Registration is coming soon.');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('opens on the register tab when asked, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    open({ tab: 'register' });

    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
