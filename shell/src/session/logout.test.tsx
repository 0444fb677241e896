import { BusEvent } from '@croupier/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

allowParcelsOutsideAct();
clearStorageAfterEach();

const SESSION_KEYS = ['token', 'member_id', 'member_account', 'currency', 'member_type'];

describe('logout', () => {
  it('calls /logout, clears the stored session and returns to the guest header', async () => {
    const shell = await createTestShell({ session: MEMBER });
    const loggedOut = jest.fn();
    shell.services.bus.on(BusEvent.loggedOut, loggedOut);
    shell.renderShell();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).not.toBeNull();
    await screen.findByText('₹1,250.00');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('₹1,250.00')).not.toBeInTheDocument();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(shell.fetch.callsTo('/logout')).toHaveLength(1);
    expect(shell.fetch.callsTo('/logout')[0]?.headers.authorization).toBe(MEMBER.token);
    expect(shell.realtime.calls.reconnect).toBe(1);
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
    expect(shell.services.queryClient.getQueryData(['shell', 'member-layout'])).toBeUndefined();
  });

  it('still clears the session when the logout call fails', async () => {
    const shell = await createTestShell({ session: MEMBER, answers: { '/logout': { status: 500 } } });
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    shell.renderShell();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('runs when a remote asks for it on the bus', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell();
    await screen.findByText('₹1,250.00');

    shell.services.bus.emit(BusEvent.logoutRequested, { reason: 'user' });

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(shell.fetch.callsTo('/logout')).toHaveLength(1);
  });

  it('a 401 from any call runs the same clearing, without the logout call', async () => {
    const shell = await createTestShell({
      session: MEMBER,
      answers: {
        '/member/profile/common/layout': { status: 401, body: { code: 401, message: 'Unauthenticated', data: null } },
      },
    });
    const loggedOut = jest.fn();
    shell.services.bus.on(BusEvent.loggedOut, loggedOut);
    shell.renderShell('/user');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(shell.fetch.callsTo('/logout')).toHaveLength(0);
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'unauthorized' });
    expect(shell.realtime.calls.reconnect).toBe(1);
    // And the visitor is taken home.
    await waitFor(() => expect(screen.getByText('Games lobby')).toBeInTheDocument());
  });
});
