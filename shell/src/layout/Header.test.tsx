import { BusEvent } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER, memberLayout } from '../test/shell-harness.js';

allowParcelsOutsideAct();
clearStorageAfterEach();

describe('header', () => {
  it('offers a guest "Log in", which asks mf-auth to open its modal', async () => {
    const shell = await createTestShell();
    const openLogin = jest.fn();
    shell.services.bus.on(BusEvent.openLogin, openLogin);
    shell.renderShell();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Lucky Demo/ })).toHaveAttribute('href', '/');
    await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));

    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the member account and balance once a session exists', async () => {
    const shell = await createTestShell({
      session: MEMBER,
      answers: { '/member/profile/common/layout': ok({ member_common_layout: memberLayout({ member_cash: '3200.75' }) }) },
    });
    shell.renderShell();

    const member = within(screen.getByRole('banner')).getByRole('region', { name: 'Your account' });
    expect(within(member).getByText('ravi2024')).toBeInTheDocument();
    expect(await within(member).findByText('INR 3200.75')).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    // The layout call carries the member's token and the interface language.
    expect(shell.fetch.callsTo('/member/profile/common/layout')[0]?.headers).toMatchObject({
      authorization: MEMBER.token,
      lang: 'en_US',
    });
  });

  it('switches to the member view after mf-auth reports a login, reconnecting the socket and going to the target', async () => {
    const shell = await createTestShell();
    shell.renderShell('/');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    // What mf-auth does on a successful login.
    shell.services.stores.session.getState().setSession(MEMBER);
    shell.services.bus.emit(BusEvent.loginSucceeded, { session: MEMBER, previousCurrency: 'INR', target: '/user/Deposit' });

    expect(await screen.findByText('INR 1250.00')).toBeInTheDocument();
    expect(shell.realtime.calls.reconnect).toBe(1);
    expect(await screen.findByText('Member centre')).toBeInTheDocument();
  });

  it('has no "Log in" when the site has mf-auth switched off', async () => {
    const loadRemote = jest.fn(async () => null);
    const shell = await createTestShell({ modules: { 'mf-auth': false }, loadRemote });
    shell.renderShell('/nowhere');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await waitFor(() => expect(loadRemote).not.toHaveBeenCalledWith('mf_auth/login-modal'));
  });
});
