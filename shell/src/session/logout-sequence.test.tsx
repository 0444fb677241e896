// The logout sequence's spec steps (01 §4): a running game asks first, the currency comes from
// the visitor's country, the popups close, and inside the iOS app the page does not go home.
import { DialogHost, openPopup, POPUP_WINDOW, WAITING_WINDOW_KEY, MEMBER_LAYOUT_KEY } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCurrentDevice } from '../device/current-device.js';
import { ok } from '../test/fake-fetch.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER, memberLayout } from '../test/shell-harness.js';
import { SessionEvents } from './session-events.js';
import { fakeWindowOpen, LocationProbe } from './testing.js';

clearStorageAfterEach();
afterEach(() => resetCurrentDevice());

const COUNTRY = '/arks/web/visitor/country';
const location = () => screen.getByRole('status', { name: 'current location' });

async function memberOn(path: string, answers = {}) {
  const shell = await createTestShell({
    session: MEMBER,
    answers: { [COUNTRY]: ok({ country: 'IN', currency: 'INR' }), ...answers },
  });
  shell.renderInShell(
    <>
      <SessionEvents />
      <LocationProbe />
      <DialogHost />
    </>,
    path,
  );
  return shell;
}

describe('logout with a game running', () => {
  it('asks first; "Keep playing" leaves the member logged in and calls nothing', async () => {
    localStorage.setItem(WAITING_WINDOW_KEY, 'gameWindow');
    const shell = await memberOn('/user');

    let done!: Promise<void>;
    act(() => {
      done = shell.services.logout({ reason: 'user' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'A game is still running' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await act(() => done);

    expect(shell.services.stores.session.getState().isLoggedIn).toBe(true);
    expect(shell.fetch.callsTo('/logout')).toHaveLength(0);
    expect(location()).toHaveTextContent('/user');
  });

  it('asks when the member layout says the member is playing; "Log out" goes on', async () => {
    const shell = await memberOn('/user');
    shell.services.queryClient.setQueryData(MEMBER_LAYOUT_KEY, memberLayout({ is_playing: 1 }));

    let done!: Promise<void>;
    act(() => {
      done = shell.services.logout({ reason: 'user' });
    });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await act(() => done);

    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(shell.fetch.callsTo('/logout')).toHaveLength(1);
  });

  it('does not ask when no game runs', async () => {
    const shell = await memberOn('/user');
    await act(() => shell.services.logout({ reason: 'user' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
  });

  it('a 401 never asks', async () => {
    localStorage.setItem(WAITING_WINDOW_KEY, 'gameWindow');
    const shell = await memberOn('/user');
    await act(() => shell.services.logout({ reason: 'unauthorized' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
  });

  it("the reality check's Log out does not ask again, and ends the session on the server", async () => {
    localStorage.setItem(WAITING_WINDOW_KEY, 'gameWindow');
    const shell = await memberOn('/user');
    await act(() => shell.services.logout({ reason: 'reality-check' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(shell.fetch.callsTo('/logout')).toHaveLength(1);
  });
});

describe('logout steps', () => {
  it("gives the guest the currency of the visitor's country when the site offers it", async () => {
    // Site currencies: INR (default), USD.
    const shell = await memberOn('/', { [COUNTRY]: ok({ country: 'US', currency: 'USD' }) });
    shell.services.stores.ui.getState().setCurrency('INR');
    await act(() => shell.services.logout({ reason: 'user' }));
    await waitFor(() => expect(shell.services.stores.ui.getState().currency).toBe('USD'));
    expect(shell.fetch.callsTo(COUNTRY)).toHaveLength(1);
  });

  it("keeps the site's default when the country's currency is not offered", async () => {
    const shell = await memberOn('/', { [COUNTRY]: ok({ country: 'VN', currency: 'VND' }) });
    shell.services.stores.ui.getState().setCurrency('USD');
    await act(() => shell.services.logout({ reason: 'user' }));
    await waitFor(() => expect(shell.fetch.callsTo(COUNTRY)).toHaveLength(1));
    expect(shell.services.stores.ui.getState().currency).toBe('INR');
  });

  it('closes the popup windows the page opened and forgets the waiting window', async () => {
    const browser = fakeWindowOpen();
    try {
      const shell = await memberOn('/');
      openPopup('/fastPayment', 'fastPayment', POPUP_WINDOW);
      openPopup('/user', 'user');
      await act(() => shell.services.logout({ reason: 'duplicate-login' }));
      expect(browser.opened.map((w) => [w.name, w.closed])).toEqual([
        ['fastPayment', true],
        ['user', true],
      ]);
      expect(localStorage.getItem(WAITING_WINDOW_KEY)).toBeNull();
    } finally {
      browser.restore();
    }
  });

  it('goes home on the web', async () => {
    const shell = await memberOn('/user/Deposit');
    await act(() => shell.services.logout({ reason: 'user' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it.each(['ios', 'iosStore'] as const)('stays on the page inside the %s app', async (device) => {
    resetCurrentDevice(device);
    const shell = await memberOn('/user/Deposit');
    await act(() => shell.services.logout({ reason: 'user' }));
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(location()).toHaveTextContent('/user/Deposit');
  });
});
