import { screen, waitFor } from '@testing-library/react';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { ok } from '../test/fake-fetch.js';
import { SessionEvents } from '../session/session-events.js';
import { LocationProbe } from '../session/testing.js';
import { SKIP_RELOAD_KEY } from './link-login.js';

clearStorageAfterEach();

const location = () => screen.getByRole('status', { name: 'current location' });

async function start(path: string, answers = {}) {
  const shell = await createTestShell({ answers });
  shell.renderInShell(
    <>
      <SessionEvents />
      <LocationProbe />
    </>,
    path,
  );
  return shell;
}

describe('link login', () => {
  it('adopts the session in the URL, reconnects the socket and takes the parameters out of the URL', async () => {
    const shell = await start(
      '/discount?tk=tok-9&member_account=amit99&member_currency=USD&member_id=9&header=false&pwa=1',
    );

    await waitFor(() => expect(location()).toHaveTextContent(/^\/discount\?header=false&pwa=1$/));
    const session = shell.services.stores.session.getState();
    expect(session).toMatchObject({
      isLoggedIn: true,
      token: 'tok-9',
      member_id: 9,
      member_account: 'amit99',
      member_currency: 'USD',
    });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(localStorage.getItem('pwa')).toBe('1');
    expect(shell.services.stores.ui.getState().currency).toBe('USD');
    expect(shell.realtime.calls.reconnect).toBe(1);
  });

  it('ignores a URL with only some of the four', async () => {
    const shell = await start('/?tk=tok-9&member_account=amit99&member_currency=USD');
    expect(location()).toHaveTextContent('/?tk=tok-9&member_account=amit99&member_currency=USD');
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
  });

  it('skips it when the skip-reload flag is set, and removes the flag', async () => {
    localStorage.setItem(SKIP_RELOAD_KEY, 'true');
    const shell = await start('/?tk=tok-9&member_account=amit99&member_currency=USD&member_id=9');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(SKIP_RELOAD_KEY)).toBeNull();
    expect(shell.realtime.calls.reconnect).toBe(0);
  });
});

describe('encrypted entry', () => {
  it('posts enc, adopts the answered session, reconnects and resets the URL to /', async () => {
    const shell = await start('/gameHall/3?enc=SEALED', {
      '/get_info_data': ok({
        tk: 'tok-enc',
        member_id: 12,
        member_account: 'ravi_inr',
        member_currency: 'INR',
        member_type: 1,
      }),
    });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(shell.fetch.callsTo('/get_info_data')[0]?.body).toEqual({ enc: 'SEALED' });
    expect(shell.services.stores.session.getState()).toMatchObject({
      token: 'tok-enc',
      member_id: 12,
      member_account: 'ravi_inr',
    });
    expect(shell.realtime.calls.reconnect).toBe(1);
  });

  it('on a refused link only resets the URL', async () => {
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    const shell = await start('/gameHall/3?enc=EXPIRED', {
      '/get_info_data': { status: 403, body: { code: 403, message: 'The entry link has expired', data: null } },
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(shell.realtime.calls.reconnect).toBe(0);
  });

  it('does not adopt an answer that lacks one of the four fields', async () => {
    const shell = await start('/?enc=X', {
      '/get_info_data': ok({ tk: 'tok-enc', member_id: 12, member_account: 'ravi_inr' }),
    });
    await waitFor(() => expect(shell.fetch.callsTo('/get_info_data')).toHaveLength(1));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
  });
});
