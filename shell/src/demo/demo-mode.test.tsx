import { BusEvent, guardRealAction, toast, ToastHost, type SiteDetail } from '@croupier/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { SessionEvents } from '../session/session-events.js';
import { fakeWindowOpen } from '../session/testing.js';
import { ok } from '../test/fake-fetch.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

clearStorageAfterEach();
afterEach(() => act(() => toast.clear()));

const DEMO_SESSION = {
  ...MEMBER,
  token: 'demo-token',
  member_id: 99,
  member_account: 'demo_player',
  member_currency: 'USD',
};

async function demoSite({ isDemo = true, session = undefined as typeof MEMBER | undefined } = {}) {
  const shell = await createTestShell({
    ...(session ? { session } : {}),
    // Like the api, the token also comes in the authorization header (the client keeps it at once).
    answers: { '/demo/login': { ...ok(DEMO_SESSION), headers: { authorization: DEMO_SESSION.token } } },
  });
  const detail = shell.services.stores.site.getState().detail as SiteDetail;
  shell.services.stores.site.getState().setDetail({ ...detail, settings: { ...detail.settings, IS_DEMO: isDemo } });
  shell.renderInShell(
    <>
      <SessionEvents />
      <ToastHost />
    </>,
  );
  return shell;
}

describe('demo mode', () => {
  it('signs the visitor in with the test account and says it is a demo', async () => {
    const shell = await demoSite();
    await waitFor(() => expect(shell.services.stores.session.getState().member_account).toBe('demo_player'));
    expect(shell.fetch.callsTo('/demo/login')[0]?.body).toEqual({ site_id: '1' });
    expect(shell.realtime.calls.reconnect).toBe(1);
    expect(screen.getByRole('note')).toHaveTextContent('Demo site: you are signed in with a test account.');
  });

  it('keeps a session that is already there', async () => {
    const shell = await demoSite({ session: MEMBER });
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(shell.fetch.callsTo('/demo/login')).toHaveLength(0);
  });

  it('blocks Deposit with a clear message and opens no window', async () => {
    const browser = fakeWindowOpen();
    try {
      const shell = await demoSite({ session: DEMO_SESSION });
      act(() => shell.services.bus.emit(BusEvent.depositRequested, {}));
      // The window plumbing loads on this first request (session-events.tsx).
      await act(async () => {
        await import('../windows/window-events.js');
      });
      expect(await screen.findByText('Deposits are not available on the demo site.')).toBeInTheDocument();
      expect(browser.opened).toHaveLength(0);
    } finally {
      browser.restore();
    }
  });

  it.each([
    ['withdraw', 'Withdrawals are not available on the demo site.'],
    ['game', 'Real-money games are not available on the demo site.'],
    ['profile', 'Profile changes are not available on the demo site.'],
  ] as const)('explains a blocked %s asked by a remote', async (action, message) => {
    const shell = await demoSite({ session: DEMO_SESSION });
    let allowed = true;
    act(() => {
      allowed = guardRealAction(shell.services, action);
    });
    expect(allowed).toBe(false);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('does nothing on a normal site', async () => {
    const shell = await demoSite({ isDemo: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(guardRealAction(shell.services, 'deposit')).toBe(true);
    expect(shell.fetch.callsTo('/demo/login')).toHaveLength(0);
  });
});
