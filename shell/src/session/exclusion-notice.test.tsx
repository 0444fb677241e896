import { BusEvent, PrivateChannel, RealtimeEvent, type ResponsibleGamingNotice } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSiteTimezone } from '../locale/site-timezone.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { keepNotices, takeKeptNotices } from './kept-notices.js';
import { EXCLUSION_NOTICE_KEY } from './responsible-gaming-notice.js';

allowParcelsOutsideAct();
clearStorageAfterEach();

const channel = PrivateChannel.member(MEMBER.member_id);
/** 2026-12-02 04:30 UTC: 10:00 in Kolkata. */
const UNTIL = Date.UTC(2026, 11, 2, 4, 30);

beforeAll(() => setSiteTimezone('Asia/Kolkata'));
afterAll(() => setSiteTimezone(null));

async function memberShell() {
  const shell = await createTestShell({ session: MEMBER });
  const heard: ResponsibleGamingNotice[] = [];
  const loggedOut: string[] = [];
  shell.services.bus.on(BusEvent.responsibleGamingNotice, (notice) => void heard.push(notice));
  shell.services.bus.on(BusEvent.loggedOut, ({ reason }) => void loggedOut.push(reason));
  shell.renderShell();
  await screen.findByText(/1,?250\.00/);
  return { shell, heard, loggedOut };
}

describe('responsible gaming on the member channel', () => {
  it('relays a limit notice on the bus for the remotes, and the member stays logged in', async () => {
    const { shell, heard } = await memberShell();

    act(() =>
      shell.realtime.emitPrivate(channel, RealtimeEvent.responsibleGaming, { reason: 'loss_limit', period: 'day' }),
    );
    // A payload that is not a notice is not relayed.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => shell.realtime.emitPrivate(channel, RealtimeEvent.responsibleGaming, { reason: 'bored' } as never));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a known reason'), { reason: 'bored' });
    warn.mockRestore();

    expect(heard).toEqual([{ reason: 'loss_limit', period: 'day' }]);
    expect(shell.services.stores.session.getState().isLoggedIn).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a time-out logs out at once and says until when, in the site zone, with help and customer service', async () => {
    const { shell, heard, loggedOut } = await memberShell();
    const customerService = jest.fn();
    shell.services.bus.on(BusEvent.customerServiceRequested, customerService);

    act(() =>
      shell.realtime.emitPrivate(channel, RealtimeEvent.responsibleGaming, { reason: 'time_out', until: UNTIL }),
    );

    const notice = await screen.findByRole('dialog', { name: 'You are taking a break' });
    expect(notice).toHaveTextContent('Your time-out runs until 2026-12-02 10:00 (Asia/Kolkata).');
    expect(notice).toHaveTextContent('You can still read the help pages and contact customer service.');
    expect(heard).toEqual([{ reason: 'time_out', until: UNTIL }]);
    await waitFor(() => expect(loggedOut).toEqual(['responsible-gaming']));
    expect(localStorage.getItem('token')).toBeNull();
    // The api already ended the session: no logout call.
    expect(shell.fetch.callsTo('/logout')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Contact customer service' }));
    expect(customerService).toHaveBeenCalledTimes(1);
    expect(within(notice).getByRole('link', { name: 'Help pages' })).toHaveAttribute('href', '/faq');
  });

  it('a tab whose socket missed it logs out with the notice another tab shares; heard twice, handled once', async () => {
    const { shell, loggedOut } = await memberShell();
    const shared = JSON.stringify({ reason: 'self_exclusion', until: UNTIL });

    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: EXCLUSION_NOTICE_KEY, newValue: shared })));
    act(() =>
      shell.realtime.emitPrivate(channel, RealtimeEvent.responsibleGaming, { reason: 'self_exclusion', until: UNTIL }),
    );

    const notice = await screen.findByRole('dialog', { name: 'You have excluded yourself' });
    expect(notice).toHaveTextContent('Your self-exclusion runs until 2026-12-02 10:00 (Asia/Kolkata).');
    await waitFor(() => expect(loggedOut).toEqual(['responsible-gaming']));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a tab that heard nothing hears it from its next call: the api refuses the ended session with the exclusion', async () => {
    const refused = {
      status: 401,
      body: { code: 605, message: 'This account is self-excluded', data: { kind: 'self_exclusion', until: UNTIL } },
    };
    const shell = await createTestShell({ session: MEMBER, answers: { '/member/profile/common/layout': refused } });
    const loggedOut: string[] = [];
    shell.services.bus.on(BusEvent.loggedOut, ({ reason }) => void loggedOut.push(reason));
    shell.renderShell();

    const notice = await screen.findByRole('dialog', { name: 'You have excluded yourself' });
    expect(notice).toHaveTextContent('Your self-exclusion runs until 2026-12-02 10:00 (Asia/Kolkata).');
    await waitFor(() => expect(loggedOut).toEqual(['responsible-gaming']));
    expect(shell.fetch.callsTo('/logout')).toHaveLength(0);
  });

  describe('while the notice dialog is still loading (it is a deferred part)', () => {
    /** A shell whose first render (SessionEvents) keeps shared notices, one shared before the dialog listens. */
    async function sharedBeforeTheDialog(
      session?: typeof MEMBER,
      meanwhile?: (shell: Awaited<ReturnType<typeof createTestShell>>) => void,
    ) {
      takeKeptNotices();
      const shell = await createTestShell(session ? { session } : {});
      const loggedOut: string[] = [];
      shell.services.bus.on(BusEvent.loggedOut, ({ reason }) => void loggedOut.push(reason));
      keepNotices(shell.services.stores.session, shell.services.bus);
      meanwhile?.(shell);
      const value = JSON.stringify({ reason: 'time_out', until: UNTIL });
      window.dispatchEvent(new StorageEvent('storage', { key: EXCLUSION_NOTICE_KEY, newValue: value }));
      shell.renderShell();
      return { shell, loggedOut };
    }

    it('a notice another tab shared is shown once the dialog arrives, and the member logged out', async () => {
      const { loggedOut } = await sharedBeforeTheDialog(MEMBER);

      const notice = await screen.findByRole('dialog', { name: 'You are taking a break' });
      expect(notice).toHaveTextContent('Your time-out runs until 2026-12-02 10:00 (Asia/Kolkata).');
      await waitFor(() => expect(loggedOut).toEqual(['responsible-gaming']));
    });

    it('a tab the api logged out first (its calls refused) still says why, with nothing more to end', async () => {
      const { loggedOut } = await sharedBeforeTheDialog(MEMBER, (shell) =>
        shell.services.stores.session.getState().clear(),
      );

      expect(await screen.findByRole('dialog', { name: 'You are taking a break' })).toHaveTextContent(
        'Your time-out runs until',
      );
      expect(loggedOut).toEqual([]);
    });

    it('a notice this page heard before the dialog arrived (its socket, a refused call) is shown and shared', async () => {
      takeKeptNotices();
      const shell = await createTestShell({ session: MEMBER });
      keepNotices(shell.services.stores.session, shell.services.bus);
      shell.services.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'time_out', until: UNTIL });
      const written: string[] = [];
      const original = Storage.prototype.setItem;
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
        if (key === EXCLUSION_NOTICE_KEY) written.push(value);
        original.call(this, key, value);
      });
      shell.renderShell();

      expect(await screen.findByRole('dialog', { name: 'You are taking a break' })).toHaveTextContent(
        'Your time-out runs until',
      );
      expect(written.map((v) => JSON.parse(v) as unknown)).toEqual([{ reason: 'time_out', until: UNTIL }]);
      jest.restoreAllMocks();
    });

    it('a tab that was a guest throughout shows nothing', async () => {
      await sharedBeforeTheDialog();
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shares the notice it heard with the other tabs', async () => {
    const { shell } = await memberShell();
    const written: string[] = [];
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === EXCLUSION_NOTICE_KEY) written.push(value);
      original.call(this, key, value);
    });
    try {
      act(() =>
        shell.realtime.emitPrivate(channel, RealtimeEvent.responsibleGaming, { reason: 'time_out', until: UNTIL }),
      );
    } finally {
      setItem.mockRestore();
    }
    expect(written.map((v) => JSON.parse(v) as unknown)).toEqual([{ reason: 'time_out', until: UNTIL }]);
  });
});
