// The window plumbing is a deferred part (session-events.tsx): a Deposit clicked in the moment
// before it arrives is answered once it does. Its own file: the part must not be loaded yet.
import { BusEvent, closeAllPopups } from '@croupier/shared';
import { act, waitFor } from '@testing-library/react';
import { SessionEvents } from '../session/session-events.js';
import { fakeWindowOpen } from '../session/testing.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

clearStorageAfterEach();

it('a Deposit clicked while the window plumbing is still loading opens the fast-payment popup once it arrives, once', async () => {
  const browser = fakeWindowOpen();
  try {
    const shell = await createTestShell({ session: MEMBER });
    shell.services.stores.ui.getState().setIsDesktop(true);
    shell.renderInShell(<SessionEvents />, '/');
    act(() => shell.services.bus.emit(BusEvent.depositRequested, {}));
    expect(browser.opened).toHaveLength(0);

    await act(async () => {
      await import('./window-events.js');
    });
    await waitFor(() => expect(browser.opened).toHaveLength(1));
    expect(browser.opened[0]).toMatchObject({ url: '/fastPayment', name: 'fastPayment' });
  } finally {
    closeAllPopups();
    browser.restore();
  }
});
