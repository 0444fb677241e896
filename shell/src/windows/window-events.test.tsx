// The shell's window plumbing as a page sees it: Deposit requests, window-msg from other
// windows (same origin only), customer service.
import {
  BusEvent,
  closeAllPopups,
  toast,
  ToastHost,
  WAITING_WINDOW_KEY,
  WINDOW_MSG_KEY,
  type SiteDetail,
} from '@croupier/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { resetCurrentDevice } from '../device/current-device.js';
import { SessionEvents } from '../session/session-events.js';
import { fakeWindowOpen, LocationProbe } from '../session/testing.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { askWindowPlumbing } from './early-requests.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

clearStorageAfterEach();
let browser: ReturnType<typeof fakeWindowOpen>;
beforeEach(() => {
  browser = fakeWindowOpen();
});
afterEach(() => {
  act(() => toast.clear());
  closeAllPopups();
  browser.restore();
  resetCurrentDevice();
});

const location = () => screen.getByRole('status', { name: 'current location' });

async function page({ member = false, isDesktop = true, agentBind = false, isDemo = false, customerUrl = {} } = {}) {
  const shell = await createTestShell(member ? { session: MEMBER } : {});
  const detail = shell.services.stores.site.getState().detail as SiteDetail;
  shell.services.stores.site.getState().setDetail({
    ...detail,
    settings: { ...detail.settings, IS_DEMO: isDemo },
    env_config: { ...detail.env_config, AGENT_BIND_FAST_PAYMENT_FLAG: agentBind, customerUrl },
  });
  shell.services.stores.ui.getState().setIsDesktop(isDesktop);
  shell.renderInShell(
    <>
      <SessionEvents />
      <LocationProbe />
      <ToastHost />
    </>,
    '/',
  );
  // The window plumbing is a chunk loaded on the first request (session-events.tsx); these tests
  // start with it loaded (window-events-early.test.tsx covers the requests before).
  await act(async () => {
    askWindowPlumbing();
    await import('./window-events.js');
  });
  return shell;
}

const deposit = (shell: Awaited<ReturnType<typeof page>>) =>
  act(() => shell.services.bus.emit(BusEvent.depositRequested, {}));

describe('Deposit', () => {
  it('opens the fast-payment popup at 1500x800 on desktop', async () => {
    const shell = await page({ member: true });
    deposit(shell);
    expect(browser.opened).toHaveLength(1);
    expect(browser.opened[0]).toMatchObject({ url: '/fastPayment', name: 'fastPayment' });
    expect(browser.opened[0]?.features).toContain('width=1500,height=800');
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('with AGENT_BIND_FAST_PAYMENT_FLAG and a member: the user window on the Deposit page', async () => {
    const shell = await page({ member: true, agentBind: true });
    deposit(shell);
    expect(browser.opened[0]).toMatchObject({ url: '/user/Deposit', name: 'user', features: undefined });
  });

  it('with the flag but no member: still the fast-payment window', async () => {
    const shell = await page({ agentBind: true });
    deposit(shell);
    expect(browser.opened[0]).toMatchObject({ url: '/fastPayment' });
  });

  it('on mobile: the same page', async () => {
    const shell = await page({ member: true, isDesktop: false });
    deposit(shell);
    expect(browser.opened).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent('/fastPayment'));
  });

  it('in the native app: the same page', async () => {
    resetCurrentDevice('android');
    const shell = await page({ member: true });
    deposit(shell);
    expect(browser.opened).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent('/fastPayment'));
  });

  it('the same page when the popup is blocked', async () => {
    browser.restore();
    browser = fakeWindowOpen({ blocked: true });
    const shell = await page({ member: true });
    deposit(shell);
    await waitFor(() => expect(location()).toHaveTextContent('/fastPayment'));
  });
});

describe('popup targets after login', () => {
  it.each([
    ['/fastPayment', 'fastPayment'],
    ['/proxy?page=Register', 'proxy'],
    ['/user/Deposit', 'user'],
  ])('%s opens as a window', async (target, name) => {
    const shell = await page();
    act(() => shell.services.bus.emit(BusEvent.loginSucceeded, { session: MEMBER, previousCurrency: 'INR', target }));
    expect(browser.opened[0]).toMatchObject({ url: target, name });
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('anything else is a navigation', async () => {
    const shell = await page();
    act(() =>
      shell.services.bus.emit(BusEvent.loginSucceeded, {
        session: MEMBER,
        previousCurrency: 'INR',
        target: '/discount/4',
      }),
    );
    expect(browser.opened).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent('/discount/4'));
  });
});

const fromWindow = (msg: unknown, origin = window.location.origin, source: unknown = null) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { [WINDOW_MSG_KEY]: { id: `m${Math.random()}`, msg } },
        origin,
        source: source as Window,
      }),
    );
  });

describe('window-msg', () => {
  const authPopup = () => ({ closed: false, close: jest.fn(), postMessage: () => undefined });

  it('in another window of the site, authLogin adopts the session (every open tab logs in)', async () => {
    const shell = await page();
    const source = authPopup();
    fromWindow({ type: 'authLogin', session: MEMBER }, window.location.origin, source);
    expect(shell.services.stores.session.getState()).toMatchObject({ isLoggedIn: true, token: MEMBER.token });
    expect(shell.realtime.calls.reconnect).toBe(1);
    expect(source.close).toHaveBeenCalled();
  });

  it('authLogin from another origin is ignored', async () => {
    const shell = await page();
    fromWindow({ type: 'authLogin', session: MEMBER }, 'https://attacker.example');
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(shell.realtime.calls.reconnect).toBe(0);
  });

  it('in the window that opened the auth popup, leaves the login to mf-auth and closes the popup', async () => {
    const shell = await page();
    const { openPopup } = await import('@croupier/shared');
    openPopup('https://idp.example/authorize', 'auth');
    const succeeded = jest.fn();
    shell.services.bus.on(BusEvent.loginSucceeded, succeeded);
    fromWindow({ type: 'authLogin', session: MEMBER });
    expect(browser.opened[0]).toMatchObject({ name: 'auth', closed: true });
    expect(succeeded).not.toHaveBeenCalled();
  });

  it("authLoginClose closes the auth popup; the message is mf-auth's to show", async () => {
    await page();
    const { openPopup } = await import('@croupier/shared');
    openPopup('https://idp.example/authorize', 'auth');
    fromWindow({ type: 'authLoginClose', code: 102, message: 'Account is disabled' });
    expect(browser.opened[0]?.closed).toBe(true);
    expect(screen.queryByText('Account is disabled')).not.toBeInTheDocument();
  });

  it('authLoginClose changes nothing in another window', async () => {
    const shell = await page();
    fromWindow({ type: 'authLoginClose', code: 102, message: 'Account is disabled' });
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(document.querySelector('.cr-toast')).toBeNull();
  });

  it('quickGame closes the waiting game window and asks mf-games to quit the game', async () => {
    const shell = await page({ member: true });
    const { openWaitingWindow } = await import('@croupier/shared');
    act(() => void openWaitingWindow('gameWindow'));
    expect(localStorage.getItem(WAITING_WINDOW_KEY)).toBe('gameWindow');
    const quit = jest.fn();
    shell.services.bus.on(BusEvent.gamesQuitRequested, quit);

    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: WINDOW_MSG_KEY,
          newValue: JSON.stringify({ id: 'q1', msg: { type: 'quickGame', windowType: 'gameWindow' } }),
        }),
      );
    });
    expect(browser.opened[0]).toMatchObject({ url: '/loading', name: 'gameWindow', closed: true });
    expect(localStorage.getItem(WAITING_WINDOW_KEY)).toBeNull();
    expect(quit).toHaveBeenCalledWith({ windowType: 'gameWindow' });
  });

  it('with two game windows, quickGame naming one closes that one and asks to quit that game only', async () => {
    const shell = await page({ member: true });
    const { openWaitingWindow, gameWindowName } = await import('@croupier/shared');
    act(() => {
      openWaitingWindow('gameWindow', window, { name: gameWindowName('GPR8|2|lucky') });
      openWaitingWindow('gameWindow', window, { name: gameWindowName('GPR8|2|fruit') });
    });
    const quit = jest.fn();
    shell.services.bus.on(BusEvent.gamesQuitRequested, quit);

    fromWindow({ type: 'quickGame', windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|fruit' });
    expect(browser.opened.map((p) => p.closed)).toEqual([false, true]);
    expect(quit).toHaveBeenCalledWith({ windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|fruit' });
    expect(localStorage.getItem(WAITING_WINDOW_KEY)).toBe('gameWindow'); // a game still runs
  });

  it('quickGame without a name closes the game window that posted it', async () => {
    const shell = await page({ member: true });
    const { openWaitingWindow, gameWindowName } = await import('@croupier/shared');
    let lucky: unknown = null;
    act(() => {
      lucky = openWaitingWindow('gameWindow', window, { name: gameWindowName('GPR8|2|lucky') })?.window;
      openWaitingWindow('gameWindow', window, { name: gameWindowName('GPR8|2|fruit') });
    });
    const quit = jest.fn();
    shell.services.bus.on(BusEvent.gamesQuitRequested, quit);

    fromWindow({ type: 'quickGame', windowType: 'gameWindow' }, window.location.origin, lucky);
    expect(browser.opened.map((p) => p.closed)).toEqual([true, false]);
    expect(quit).toHaveBeenCalledWith({ windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|lucky' });
  });

  it('quickGame for a deposit window closes it without the quit step', async () => {
    const shell = await page({ member: true });
    const { openWaitingWindow } = await import('@croupier/shared');
    act(() => void openWaitingWindow('depositWindow'));
    const quit = jest.fn();
    shell.services.bus.on(BusEvent.gamesQuitRequested, quit);
    fromWindow({ type: 'quickGame', windowType: 'depositWindow' });
    expect(browser.opened[0]?.closed).toBe(true);
    expect(quit).not.toHaveBeenCalled();
  });
});

describe('customer service', () => {
  it('opens the language’s customerUrl in a 1024x768 window on desktop', async () => {
    const shell = await page({ customerUrl: { en_US: 'https://cs.example/en' } });
    act(() => shell.services.bus.emit(BusEvent.customerServiceRequested, {}));
    expect(browser.opened[0]).toMatchObject({ url: 'https://cs.example/en', name: 'customerService' });
    expect(browser.opened[0]?.features).toContain('width=1024,height=768');
  });

  it('shows the chat in a dialog for the iframe open type', async () => {
    const shell = await page({ customerUrl: { en_US: 'https://cs.example/en' } });
    act(() => shell.services.bus.emit(BusEvent.customerServiceRequested, { openType: 'iframe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://cs.example/en');
    expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'Customer service chat');
  });

  it('says so when the brand has no customer-service link', async () => {
    const shell = await page();
    act(() => shell.services.bus.emit(BusEvent.customerServiceRequested, {}));
    expect(await screen.findByText('Customer service is not available right now.')).toBeInTheDocument();
  });
});
