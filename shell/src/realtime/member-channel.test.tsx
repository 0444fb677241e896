import { sessionIdOf } from '@croupier/shared/session-id';
import {
  closeAllPopups,
  openPopup,
  PresenceChannel,
  PrivateChannel,
  RealtimeEvent,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { ok } from '../test/fake-fetch.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER, memberLayout } from '../test/shell-harness.js';
import { CHUNK_RELOAD_AT_KEY } from '../version/constants.js';
import { MemberChannel } from './member-channel.js';

allowParcelsOutsideAct();
clearStorageAfterEach();

const channel = PrivateChannel.member(MEMBER.member_id);

/** The listeners are a chunk of their own (member-channel.tsx): wait until they listen. */
const listening = (shell: Awaited<ReturnType<typeof createTestShell>>) =>
  waitFor(() => expect(shell.realtime.isListening(channel, RealtimeEvent.memberCash)).toBe(true));

/** A logged-in shell showing 1,250.00 whose layout answers the balance of the moment (setCash). */
async function shellAnsweringCash() {
  let cash = '1250.00';
  const shell = await createTestShell({
    session: MEMBER,
    answers: {
      '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout({ member_cash: cash }) }),
    },
  });
  shell.renderShell();
  expect(await screen.findByText(/1,?250\.00/)).toBeInTheDocument();
  return { shell, setCash: (next: string) => void (cash = next) };
}

describe('member channel', () => {
  it('patches the header balance live on member.cash', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell();
    expect(await screen.findByText(/1,?250\.00/)).toBeInTheDocument();

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberCash, { cash: '980.50' }));

    expect(await screen.findByText(/980\.50/)).toBeInTheDocument();
    // The socket only notified: the layout was fetched once, not again.
    expect(shell.fetch.callsTo('/member/profile/common/layout')).toHaveLength(1);
  });

  it('refetches the balance each time the channel is (re)subscribed: an event sent before that never arrived', async () => {
    const { shell, setCash } = await shellAnsweringCash();

    setCash('0.00'); // a game launched before the socket joined moved the balance
    act(() => shell.realtime.subscribed(channel));
    expect(await screen.findByText(/₹\s?0\.00/)).toBeInTheDocument();

    setCash('75.00'); // ...and again while the socket was down, then reconnected
    act(() => shell.realtime.subscribed(channel));
    expect(await screen.findByText(/75\.00/)).toBeInTheDocument();
  });

  it('a member.cash event is not overwritten by a layout fetch that read the balance before it', async () => {
    let holdNext = false;
    let answerStale: (cash: string) => void = () => undefined;
    const shell = await createTestShell({
      session: MEMBER,
      answers: {
        '/member/profile/common/layout': () =>
          holdNext
            ? new Promise(
                (resolve) =>
                  (answerStale = (cash) => resolve(ok({ member_common_layout: memberLayout({ member_cash: cash }) }))),
              )
            : ok({ member_common_layout: memberLayout() }),
      },
    });
    shell.renderShell();
    await screen.findByText(/1,?250\.00/);

    holdNext = true;
    act(() => shell.realtime.subscribed(channel)); // a refetch starts and stays in flight
    await waitFor(() => expect(shell.fetch.callsTo('/member/profile/common/layout')).toHaveLength(2));
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberCash, { cash: '980.50' }));
    expect(await screen.findByText(/980\.50/)).toBeInTheDocument();

    await act(async () => answerStale('1250.00')); // the stale answer arrives late
    await waitFor(() => expect(shell.services.queryClient.isFetching({ queryKey: MEMBER_LAYOUT_KEY })).toBe(0));
    expect(screen.getByText(/980\.50/)).toBeInTheDocument();
  });

  it('a member.cash event before the first layout answer fetches the layout afresh, never leaving the balance loading', async () => {
    let calls = 0;
    const shell = await createTestShell({
      session: MEMBER,
      answers: {
        '/member/profile/common/layout': () =>
          ++calls === 1
            ? new Promise(() => undefined) // the first answer never comes back
            : ok({ member_common_layout: memberLayout({ member_cash: '980.50' }) }),
      },
    });
    shell.renderShell();
    expect(await screen.findByText('Loading balance…')).toBeInTheDocument();

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberCash, { cash: '980.50' }));
    expect(await screen.findByText(/980\.50/)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('asks for the member layout again on profile.updated (an agent approval changes its flags)', async () => {
    const { shell, setCash } = await shellAnsweringCash();

    setCash('75.00');
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.profileUpdated, {}));
    expect(await screen.findByText(/75\.00/)).toBeInTheDocument();
    expect(shell.fetch.callsTo('/member/profile/common/layout')).toHaveLength(2);
  });

  it('warns and logs out when the same member logs in elsewhere (a login event naming another session)', async () => {
    const shell = await createTestShell({ session: MEMBER });
    shell.renderShell();
    await screen.findByText(/1,?250\.00/);

    // Its own login, an event from an older api (a token, no session id) and a malformed one change nothing.
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.login, { session_id: sessionIdOf(MEMBER.token) }));
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.login, { token: 'x' } as never));
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.login, null as never));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    act(() =>
      shell.realtime.emitPrivate(channel, RealtimeEvent.login, {
        session_id: sessionIdOf('token-from-another-device'),
      }),
    );

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
    await listening(shell);

    await act(() => shell.services.logout({ reason: 'user' }));
    expect(shell.realtime.isListening(channel, RealtimeEvent.memberCash)).toBe(false);
  });
});

describe('member channel: clean cache, deposits, presence', () => {
  const withPixel = (shell: Awaited<ReturnType<typeof createTestShell>>, languages = ['en_US']) => {
    const site = shell.services.stores.site.getState();
    site.setDetail({
      ...site.detail!,
      env_config: { ...site.detail!.env_config, fb_pixel: { id: 'px-1', languages } },
    });
  };

  afterEach(() => {
    sessionStorage.clear();
    closeAllPopups();
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`));
  });

  it('app_clean_cache logs out, clears the caches and storage, then reloads', async () => {
    const shell = await createTestShell({ session: MEMBER });
    const reload = jest.fn();
    localStorage.setItem('recent_games', '[1,2]');
    sessionStorage.setItem('waitingWindow', 'gameWindow');
    sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, '123');
    shell.services.queryClient.setQueryData(['mf-games', 'list'], ['a game']);
    shell.renderInShell(<MemberChannel reload={reload} />);
    await listening(shell);

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.appCleanCache, {}));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(shell.fetch.callsTo('/logout')).toHaveLength(1);
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(false);
    expect(shell.services.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('waitingWindow')).toBeNull();
    // The reload-loop guard survives.
    expect(sessionStorage.getItem(CHUNK_RELOAD_AT_KEY)).toBe('123');
  });

  it('member_deposit.success sends the first-deposit events to /api/fb_tracking', async () => {
    const shell = await createTestShell({ session: MEMBER, answers: { '/fb_tracking': ok(null) } });
    withPixel(shell);
    document.cookie = '_fbp=fb.1.1700000000000.1234567890; Path=/';
    shell.renderInShell(<MemberChannel reload={jest.fn()} />);
    await listening(shell);

    act(() =>
      shell.realtime.emitPrivate(channel, RealtimeEvent.memberDepositSuccess, {
        order_number: 'D-1001',
        deposit_amount: '250',
        deposit_times: 1,
      }),
    );

    await waitFor(() => expect(shell.fetch.callsTo('/fb_tracking')).toHaveLength(2));
    const sent = shell.fetch.callsTo('/fb_tracking').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({
        event_name: 'e_first_pay',
        event_id: 'D-1001',
        pixel_id: 'px-1',
        site_id: '1',
        fbp: 'fb.1.1700000000000.1234567890',
        fbc: null,
      }),
      expect.objectContaining({ event_name: 'Purchase', event_id: 'D-1001', value: '250.00', currency: 'INR' }),
    ]);
  });

  it('sends nothing while the payment window is open, or when the pixel is off for the language', async () => {
    const shell = await createTestShell({ session: MEMBER, answers: { '/fb_tracking': ok(null) } });
    withPixel(shell, ['vi_VN']);
    shell.renderInShell(<MemberChannel reload={jest.fn()} />);
    await listening(shell);
    const deposit = { order_number: 'D-2', deposit_amount: '10', deposit_times: 3 };

    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberDepositSuccess, deposit));
    withPixel(shell, ['en_US']);
    const payment = { closed: false, focus: () => undefined, close: () => undefined };
    openPopup('/fastPayment', 'fastPayment', { width: 1500, height: 800 }, {
      screen: null,
      open: () => payment,
    } as unknown as Window);
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberDepositSuccess, deposit));
    await new Promise((r) => setTimeout(r, 20));
    expect(shell.fetch.callsTo('/fb_tracking')).toHaveLength(0);

    payment.closed = true; // the member closed the payment window
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.memberDepositSuccess, deposit));
    await waitFor(() =>
      expect(shell.fetch.callsTo('/fb_tracking').map((c) => (c.body as { event_name: string }).event_name)).toEqual([
        'e_pay',
        'Purchase',
      ]),
    );
  });

  it('joins presence-member.{currency} while logged in and leaves it on logout', async () => {
    const shell = await createTestShell();
    shell.renderInShell(<MemberChannel reload={jest.fn()} />);
    expect(shell.realtime.presence()).toEqual([]);

    act(() => shell.services.stores.session.getState().setSession(MEMBER));
    expect(shell.realtime.presence()).toEqual([PresenceChannel.memberCurrency('INR')]);

    await act(() => shell.services.logout({ reason: 'user' }));
    expect(shell.realtime.presence()).toEqual([]);
  });
});
