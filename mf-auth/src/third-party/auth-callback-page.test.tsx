import { screen, waitFor } from '@testing-library/react';
import { WINDOW_MSG_KEY, type WindowMsg } from '@croupier/shared';
import { SESSION, newStyle } from '../modal/auth-test-kit.js';
import { mountAuth } from '../testing/mount-auth.js';
import { AUTH_STATE_KEY } from './auth-popup.js';
import { AuthCallbackPage } from './auth-callback-page.js';

beforeEach(() => localStorage.clear());

/** The popup's window: its storage, its opener (the page that opened it) and close(). */
function popupWindow() {
  const posted: WindowMsg[] = [];
  const win = {
    localStorage,
    location: window.location,
    opener: { postMessage: (data: Record<string, { msg: WindowMsg }>) => posted.push(data[WINDOW_MSG_KEY]!.msg) },
    close: jest.fn(),
  } as unknown as Window & { close: jest.Mock };
  return { win, posted };
}

async function renderCallback(search: string, answer: () => unknown = () => newStyle(100, SESSION)) {
  const { win, posted } = popupWindow();
  const { server, navigate } = await mountAuth(
    AuthCallbackPage,
    { win },
    {
      siteId: '7',
      location: { pathname: '/authCallback', search },
      routes: { '/auth/callback': answer },
    },
  );
  return { server, win, posted, navigate };
}

const started = (state = 'abc123', provider = 'dev') =>
  localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ state, provider }));

describe('/authCallback', () => {
  it('exchanges the code for a session, sends authLogin to the opener and closes', async () => {
    started();
    const { server, win, posted } = await renderCallback('?code=c0de&state=abc123&provider=dev');

    await waitFor(() => expect(posted).toEqual([{ type: 'authLogin', session: SESSION }]));
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/auth/callback')).toEqual([
      { path: '/auth/callback', body: { site_id: '7', provider: 'dev', code: 'c0de', udid: expect.any(String) } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in. This window can be closed.');
    // The state served once.
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
  });

  it('tells the opener the result code and message of a refused exchange', async () => {
    started();
    const { posted, win } = await renderCallback('?code=c0de&state=abc123', () =>
      newStyle(102, null, 'Account is disabled'),
    );

    await waitFor(() =>
      expect(posted).toEqual([{ type: 'authLoginClose', code: 102, message: 'Account is disabled' }]),
    );
    expect(win.close).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('This account is disabled.');
  });

  it('closes without a code when the member cancelled at the provider', async () => {
    started();
    const { posted, server } = await renderCallback('?error=access_denied&state=abc123');
    await waitFor(() => expect(posted).toEqual([{ type: 'authLoginClose' }]));
    expect(server.calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in cancelled.');
  });

  it.each([
    ['no sign-in started here', null, '?code=c0de&state=abc123'],
    ['another state', 'other', '?code=c0de&state=abc123'],
    ['no state', 'abc123', '?code=c0de'],
  ])('refuses a callback with %s, without exchanging the code', async (_label, state, search) => {
    if (state) started(state);
    const { posted, server, navigate } = await renderCallback(search);
    await waitFor(() =>
      expect(posted).toEqual([
        {
          type: 'authLoginClose',
          code: 101,
          message: 'This sign-in was not started from this site. Please try again.',
        },
      ]),
    );
    expect(server.calls).toHaveLength(0);
    screen.getByRole('button', { name: 'Go to the home page' }).click();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
