// The window plumbing is a deferred part (session-events.tsx), loaded on the first request: a
// Deposit clicked before it arrives is answered once it does, another tab's login adopted, and a
// popup's message heard. Its own file: the part must not be loaded yet.
import { BusEvent, closeAllPopups, WINDOW_MSG_KEY } from '@croupier/shared';
import { act, waitFor } from '@testing-library/react';
import { SessionEvents } from '../session/session-events.js';
import { fakeWindowOpen } from '../session/testing.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

clearStorageAfterEach();

it('a Deposit clicked while the window plumbing is still loading opens the fast-payment popup once it arrives, once; another tab’s login is adopted', async () => {
  const browser = fakeWindowOpen();
  try {
    const shell = await createTestShell({ session: MEMBER });
    shell.services.stores.ui.getState().setIsDesktop(true);
    const logins: string[] = [];
    shell.services.bus.on(BusEvent.loginSucceeded, ({ session }) => void logins.push(session.token));
    shell.renderInShell(<SessionEvents />, '/');
    act(() => shell.services.bus.emit(BusEvent.depositRequested, {}));
    // Another tab's auth popup logged in (postWindowMsg's storage write).
    const envelope = {
      id: 'early-1',
      msg: { type: 'authLogin', session: { ...MEMBER, token: 'token-from-the-popup' } },
    };
    window.dispatchEvent(new StorageEvent('storage', { key: WINDOW_MSG_KEY, newValue: JSON.stringify(envelope) }));
    expect(browser.opened).toHaveLength(0);

    await act(async () => {
      await import('./window-events.js');
    });
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]).toMatchObject({ url: '/fastPayment', name: 'fastPayment' });
    await waitFor(() => expect(logins).toEqual(['token-from-the-popup']));
  } finally {
    closeAllPopups();
    browser.restore();
  }
});

it("a popup's login, posted before the window plumbing has loaded, loads it and is adopted once", async () => {
  const shell = await createTestShell();
  const logins: string[] = [];
  shell.services.bus.on(BusEvent.loginSucceeded, ({ session }) => void logins.push(session.token));
  shell.renderInShell(<SessionEvents />, '/');
  const popup = { closed: false, close: jest.fn(), postMessage: () => undefined };
  const envelope = { id: 'early-2', msg: { type: 'authLogin', session: { ...MEMBER, token: 'token-from-a-popup' } } };
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { [WINDOW_MSG_KEY]: envelope },
        origin: window.location.origin,
        source: popup as unknown as Window,
      }),
    );
  });
  // Heard by the keeper (the plumbing was not mounted: nothing had asked for it), answered once it is.
  await waitFor(() => expect(logins).toEqual(['token-from-a-popup']));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(logins).toEqual(['token-from-a-popup']);
  expect(shell.services.stores.session.getState()).toMatchObject({ isLoggedIn: true, token: 'token-from-a-popup' });
  expect(popup.close).toHaveBeenCalled();
});
