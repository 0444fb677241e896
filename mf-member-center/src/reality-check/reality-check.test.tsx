// The reality check and the session time limit as the member-services parcel shows them (issue
// 14): scheduled from the session's start on the api's clock (this client's clock is 7 minutes
// behind), asked again when due, answered here or in a game's page.
import { BusEvent, type BusPayloads, type ResponsibleGamingState } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberServices } from '../member-services.js';
import { memberKeys } from '../query-keys.js';
import { MEMBER, mountMember, ok, type MountedMember } from '../testing/member-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const MINUTE = 60_000;
/** The api's clock runs this far ahead of the client's. */
const SKEW = 7 * MINUTE;
const CLIENT_START = Date.UTC(2026, 10, 25, 12, 0, 0);
const serverClock = () => Date.now() + SKEW;

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  jest.useRealTimers();
});

interface Session {
  started_at: number;
  interval: 15 | 30 | 60 | null;
  limit: number | null;
  net_results: string[];
}

function stateOf(s: Session, call: number): ResponsibleGamingState {
  return {
    currency: 'USD',
    limits: [],
    session: {
      limit_minutes: s.limit,
      pending: null,
      started_at: s.started_at,
      net_result: s.net_results[Math.min(call, s.net_results.length - 1)] ?? '0.00',
    },
    reality_check: { interval_minutes: s.interval },
    server_time: serverClock(),
  };
}

const STATE_PATH = '/arks/web/member/responsible_gaming';

async function mountWith(session: Session) {
  jest.useFakeTimers({
    now: CLIENT_START,
    advanceTimers: true,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  let calls = 0;
  const bus: { checks: BusPayloads[typeof BusEvent.realityCheck][]; logouts: string[]; notices: string[] } = {
    checks: [],
    logouts: [],
    notices: [],
  };
  mounted = await mountMember(() => <MemberServices />, {
    pathname: '/',
    basePath: '/',
    routes: { [STATE_PATH]: () => ok(stateOf(session, calls++)) },
    beforeMount: (props) => {
      props.bus.on(BusEvent.realityCheck, (p) => bus.checks.push(p));
      props.bus.on(BusEvent.logoutRequested, ({ reason }) => bus.logouts.push(reason));
      props.bus.on(BusEvent.responsibleGamingNotice, ({ reason }) => bus.notices.push(reason));
    },
  });
  await waitFor(() => expect(calls).toBe(1));
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { app: mounted, bus, user, calls: () => calls };
}

/** Moves both clocks on by `ms`. */
const pass = async (ms: number) => {
  jest.advanceTimersByTime(ms);
  await Promise.resolve();
};

describe('the reality check', () => {
  it('comes at started_at + k × interval on the api’s clock, with a fresh net result, until answered', async () => {
    // Logged in 5 minutes ago by the api's clock: the first check is due in 10 minutes.
    const { bus, user, calls } = await mountWith({
      started_at: CLIENT_START + SKEW - 5 * MINUTE,
      interval: 15,
      limit: null,
      net_results: ['0.00', '-12.50', '30.00'],
    });

    await pass(10 * MINUTE - 2_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls()).toBe(1);

    await pass(2_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(calls()).toBe(2);
    expect(dialog).toHaveAccessibleDescription(
      'You have been logged in for 15 minutes. Your net result this session: -$12.50',
    );
    // Focus starts on the harmless answer.
    expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    // Only its actions answer it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(bus.checks).toEqual([
      {
        open: true,
        title: 'Reality check',
        body: 'You have been logged in for 15 minutes. Your net result this session: -$12.50',
        keep_playing: 'Keep playing',
        log_out: 'Log out',
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bus.checks.at(-1)).toEqual({ open: false });

    // The next one at started_at + 30 minutes.
    await pass(15 * MINUTE - 5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await pass(5_000);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveAccessibleDescription(
      'You have been logged in for 30 minutes. Your net result this session: $30.00',
    );
  });

  it('never comes when it is off', async () => {
    const { calls } = await mountWith({
      started_at: CLIENT_START + SKEW,
      interval: null,
      limit: null,
      net_results: ['0.00'],
    });
    await pass(3 * 60 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('comes once the shell says the settings changed (another tab switched it on)', async () => {
    const session: Session = { started_at: CLIENT_START + SKEW, interval: null, limit: null, net_results: ['0.00'] };
    const { app, calls } = await mountWith(session);
    session.interval = 15;
    app.props.bus.emit(BusEvent.responsibleGamingNotice, { reason: 'settings' });
    await waitFor(() => expect(calls()).toBe(2));
    // Rescheduled once the new state is in.
    const key = memberKeys.responsibleGaming(MEMBER.member_id);
    await waitFor(() =>
      expect(app.props.queryClient.getQueryData<ResponsibleGamingState>(key)?.reality_check.interval_minutes).toBe(15),
    );
    await pass(15 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('View history goes to the Transaction page; Log out asks the shell to log out', async () => {
    const { app, bus, user } = await mountWith({
      started_at: CLIENT_START + SKEW,
      interval: 15,
      limit: null,
      net_results: ['0.00'],
    });
    await pass(15 * MINUTE);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View history' }));
    expect(app.navigatedTo()).toEqual(['/user/Transaction']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await pass(15 * MINUTE);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(bus.logouts).toEqual(['reality-check']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bus.checks.at(-1)).toEqual({ open: false });
  });

  it('is answered by a game page’s copy: keep playing closes it, log out logs out', async () => {
    const { app, bus } = await mountWith({
      started_at: CLIENT_START + SKEW,
      interval: 15,
      limit: null,
      net_results: ['0.00'],
    });
    // An answer with no check open does nothing.
    app.props.bus.emit(BusEvent.realityCheckAnswered, { answer: 'log-out' });
    expect(bus.logouts).toEqual([]);

    await pass(15 * MINUTE);
    await screen.findByRole('dialog', { name: 'Reality check' });
    app.props.bus.emit(BusEvent.realityCheckAnswered, { answer: 'keep-playing' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bus.checks.map((c) => c.open)).toEqual([true, false]);

    await pass(15 * MINUTE);
    await screen.findByRole('dialog', { name: 'Reality check' });
    app.props.bus.emit(BusEvent.realityCheckAnswered, { answer: 'log-out' });
    expect(bus.logouts).toEqual(['reality-check']);
  });
});

describe('the session time limit', () => {
  it('is reached at started_at + limit: a dialog, the notice on the bus (once), and Log out', async () => {
    const { bus, user, calls } = await mountWith({
      started_at: CLIENT_START + SKEW - 50 * MINUTE,
      interval: null,
      limit: 60,
      net_results: ['0.00'],
    });
    await pass(10 * MINUTE - 2_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bus.notices).toEqual([]);

    await pass(2_000);
    const dialog = await screen.findByRole('dialog', { name: 'Session time limit reached' });
    expect(dialog).toHaveAccessibleDescription(
      'You have reached your session time limit of 60 minutes. Games cannot be started until you log in again.',
    );
    expect(bus.notices).toEqual(['session_limit']);
    // The notice asks the state again, which does not tell it twice.
    await waitFor(() => expect(calls()).toBe(2));
    await pass(MINUTE);
    expect(bus.notices).toEqual(['session_limit']);

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(bus.logouts).toEqual(['reality-check']);
  });
});
