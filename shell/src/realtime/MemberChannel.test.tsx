import { PrivateChannel, RealtimeEvent } from '@croupier/shared';
import { act, screen } from '@testing-library/react';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';

allowParcelsOutsideAct();
clearStorageAfterEach();

const channel = PrivateChannel.member(MEMBER.member_id);

describe('member channel', () => {
  it('patches the header balance live on member.cash', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell();
    expect(await screen.findByText('INR 1250.00')).toBeInTheDocument();

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberCash, { cash: '980.50' }));

    expect(await screen.findByText('INR 980.50')).toBeInTheDocument();
    // The socket only notified: the layout was fetched once, not again.
    expect(shell.fetch.callsTo('/member/profile/common/layout')).toHaveLength(1);
  });

  it('warns and logs out when the same member logs in elsewhere (a login event with another token)', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell();
    await screen.findByText('INR 1250.00');

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.login, { token: MEMBER.token }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.login, { token: 'token-from-another-device' }));

    expect(
      await screen.findByText('Your account was logged in somewhere else, so you have been logged out here.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('listens only while a member is logged in', async () => {
    const shell = await createTestShell();
    shell.renderShell();
    expect(shell.realtime.isListening(channel, RealtimeEvent.memberCash)).toBe(false);

    act(() => shell.services.stores.session.getState().setSession(MEMBER));
    expect(shell.realtime.isListening(channel, RealtimeEvent.memberCash)).toBe(true);

    await act(() => shell.services.logout({ reason: 'user' }));
    expect(shell.realtime.isListening(channel, RealtimeEvent.memberCash)).toBe(false);
  });
});
