// The bridge wired into the page, inside the Android shell.
import { BusEvent, openWaitingWindow } from '@croupier/shared';
import { act, waitFor } from '@testing-library/react';
import { SessionEvents } from '../session/session-events.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { resetCurrentDevice } from './current-device.js';

clearStorageAfterEach();

type AppWindow = Window & { Android?: { postMessage(m: string): void }; croupierApp?: { receive(m: unknown): void } };
const appWindow = window as AppWindow;

let sent: Record<string, unknown>[];
beforeEach(() => {
  sent = [];
  appWindow.Android = { postMessage: (m) => void sent.push(JSON.parse(m) as Record<string, unknown>) };
  resetCurrentDevice('android');
});
afterEach(() => {
  delete appWindow.Android;
  resetCurrentDevice();
});

describe('native app bridge on the page', () => {
  it('reports the status at start and after a logout, cleans the saved password on a user logout', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderInShell(<SessionEvents />);
    await waitFor(() =>
      expect(sent[0]).toMatchObject({ type: 'status', logged_in: true, member_account: MEMBER.member_account }),
    );

    await act(() => shell.services.logout({ reason: 'user' }));
    expect(sent.map((m) => m.type)).toEqual(['status', 'status', 'cleanAccPW', 'logout']);
    expect(sent[1]).toMatchObject({ type: 'status', logged_in: false });
  });

  it('logs out when the app asks, and answers a status request', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderInShell(<SessionEvents />);
    await waitFor(() => expect(appWindow.croupierApp).toBeDefined());
    act(() => appWindow.croupierApp?.receive('{"type":"status"}'));
    expect(sent.filter((m) => m.type === 'status')).toHaveLength(2);

    await act(async () => appWindow.croupierApp?.receive({ type: 'logout' }));
    await waitFor(() => expect(shell.services.stores.session.getState().isLoggedIn).toBe(false));
  });

  it('offers Touch ID when a guest opens the login, and hands games to the app', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<SessionEvents />);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => shell.services.bus.emit(BusEvent.openLogin, {}));
    expect(sent.at(-1)).toEqual({ type: 'callTouchID' });

    const open = jest.spyOn(window, 'open');
    const waiting = openWaitingWindow('gameWindow');
    waiting?.navigate('https://games.example/launch');
    expect(open).not.toHaveBeenCalled();
    expect(sent.at(-1)).toEqual({ type: 'openGame', url: 'https://games.example/launch' });
    open.mockRestore();
  });
});
