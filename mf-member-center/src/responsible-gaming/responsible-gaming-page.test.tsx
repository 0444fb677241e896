// Responsible gaming: what the member reads (the room left, the period's end, a
// waiting raise) and does (set, lower, raise, cancel, time-out, self-exclusion), with the api
// answered at the edge. Times are in the site's zone (America/Caracas, UTC−4, by default).
import {
  BusEvent,
  MemberCode,
  ResponsibleGamingCode,
  type ResponsibleGamingState,
  type RgChange,
  type RgMoneyLimit,
} from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountMember, ok, refused, type MountedMember, type MountOptions } from '../testing/member-test-kit.js';
import { ResponsibleGamingPage } from './responsible-gaming-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const PATH = '/arks/web/member/responsible_gaming';
/** 2026-11-25 12:00 UTC = 08:00 in Caracas. */
const NOW = Date.UTC(2026, 10, 25, 12, 0);
const DAY_END = Date.UTC(2026, 10, 26, 4, 0); // midnight in Caracas
const TOMORROW_NOON = NOW + 24 * 60 * 60 * 1000;

const limit = (
  kind: RgMoneyLimit['kind'],
  period: RgMoneyLimit['period'],
  over: Partial<RgMoneyLimit> = {},
): RgMoneyLimit => ({
  kind,
  period,
  amount: null,
  pending: null,
  used: '0.00',
  remaining: null,
  period_ends_at: DAY_END,
  ...over,
});

type Limits = Partial<Record<`${RgMoneyLimit['kind']}_${RgMoneyLimit['period']}`, Partial<RgMoneyLimit>>>;

const rgState = (limits: Limits = {}, over: Partial<ResponsibleGamingState> = {}): ResponsibleGamingState => ({
  currency: 'USD',
  limits: (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => limit(kind, period, limits[`${kind}_${period}`])),
  ),
  session: { limit_minutes: null, pending: null, started_at: NOW - 60_000, net_result: '0.00' },
  reality_check: { interval_minutes: null },
  server_time: NOW,
  ...over,
});

const DAILY_200: Limits = { deposit_day: { amount: '200.00', used: '50.00', remaining: '150.00' } };

async function mountPage(routes: MountOptions['routes'] = {}, opts: MountOptions = {}) {
  mounted = await mountMember(<ResponsibleGamingPage />, {
    pathname: '/user/ResponsibleGaming',
    routes: { [PATH]: () => ok(rgState(DAILY_200)), [`${PATH}/history`]: () => ok([]), ...routes },
    ...opts,
  });
  // Loaded, in whatever language: the page's first section is there.
  await waitFor(() => expect(document.querySelector('.mfmc-rg .mfmc-card')).not.toBeNull());
  return mounted;
}

const item = (name: string) => screen.getByRole('region', { name });
const amountIn = (name: string) => within(item(name)).getByRole('textbox', { name: 'New limit (USD)' });
const saveIn = (name: string) => within(item(name)).getByRole('button', { name: 'Save' });

describe('Responsible gaming', () => {
  it("shows each limit in force with the room left, the period's end in site time, and no room line without a limit", async () => {
    await mountPage({
      [PATH]: () =>
        ok(
          rgState({
            ...DAILY_200,
            loss_week: {
              amount: '80.00',
              used: '30.00',
              remaining: '50.00',
              period_ends_at: Date.UTC(2026, 10, 30, 4, 0),
            },
          }),
        ),
    });
    const daily = item('Daily deposit limit');
    expect(daily).toHaveTextContent('Limit in force: $200.00');
    expect(daily).toHaveTextContent('You can deposit $150.00 more today. The period ends at 2026-11-26 00:00.');
    expect(item('Weekly loss limit')).toHaveTextContent(
      'You can lose $50.00 more this week. The period ends at 2026-11-30 00:00.',
    );
    expect(item('Monthly deposit limit')).toHaveTextContent('Limit in force: No limit');
    expect(item('Monthly deposit limit')).not.toHaveTextContent('You can deposit');
    expect(screen.getByText(/raising or removing one takes effect only after 24 hours/)).toBeInTheDocument();
  });

  it('says a lower limit is in force at once, and a raise waits 24 hours: pending until its time', async () => {
    let answer = rgState({ deposit_day: { amount: '100.00', used: '50.00', remaining: '50.00' } });
    const app = await mountPage({ [`${PATH}/limit`]: () => ok(answer) });

    await userEvent.type(amountIn('Daily deposit limit'), '100');
    await userEvent.click(saveIn('Daily deposit limit'));
    expect(await within(item('Daily deposit limit')).findByText('Saved. It is in force now.')).toBeInTheDocument();
    expect(item('Daily deposit limit')).toHaveTextContent('You can deposit $50.00 more today.');
    expect(amountIn('Daily deposit limit')).toHaveValue('');

    answer = rgState({
      deposit_day: {
        amount: '100.00',
        used: '50.00',
        remaining: '50.00',
        pending: { value: '300.00', effective_at: TOMORROW_NOON },
      },
    });
    await userEvent.type(amountIn('Daily deposit limit'), '300');
    await userEvent.click(saveIn('Daily deposit limit'));
    expect(
      await within(item('Daily deposit limit')).findByText(
        'Saved. Raising or removing a limit waits 24 hours: it takes effect at 2026-11-26 08:00.',
      ),
    ).toBeInTheDocument();
    expect(item('Daily deposit limit')).toHaveTextContent('Change to $300.00 pending until 2026-11-26 08:00');
    expect(app.bodiesTo(`${PATH}/limit`)).toEqual([
      { kind: 'deposit', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'day', amount: '300' },
    ]);
  });

  it('removes a limit with its own button, which waits like a raise', async () => {
    const app = await mountPage({
      [`${PATH}/limit`]: () =>
        ok(
          rgState({ deposit_day: { ...DAILY_200.deposit_day, pending: { value: null, effective_at: TOMORROW_NOON } } }),
        ),
    });
    await userEvent.click(within(item('Daily deposit limit')).getByRole('button', { name: 'Remove limit' }));
    expect(
      await within(item('Daily deposit limit')).findByText('Removal pending until 2026-11-26 08:00'),
    ).toBeInTheDocument();
    expect(app.bodiesTo(`${PATH}/limit`)).toEqual([{ kind: 'deposit', period: 'day', amount: null }]);
    // A removal already waiting: nothing more to remove.
    expect(within(item('Daily deposit limit')).queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
  });

  it('cancels a pending raise, and says so when nothing was pending any more (607)', async () => {
    const pending = rgState({
      deposit_week: {
        amount: '300.00',
        used: '0.00',
        remaining: '300.00',
        pending: { value: '500.00', effective_at: TOMORROW_NOON },
      },
    });
    let nothing = false;
    const app = await mountPage({
      [PATH]: () => ok(pending),
      [`${PATH}/cancel`]: () =>
        nothing ? refused(ResponsibleGamingCode.nothingPending, 'nothing pending') : ok(rgState()),
    });
    const weekly = item('Weekly deposit limit');
    expect(weekly).toHaveTextContent('Change to $500.00 pending until 2026-11-26 08:00');

    nothing = true;
    await userEvent.click(within(weekly).getByRole('button', { name: 'Cancel Weekly deposit limit' }));
    expect(await within(weekly).findByText('Nothing is waiting to be cancelled.')).toBeInTheDocument();

    nothing = false;
    await userEvent.click(within(weekly).getByRole('button', { name: 'Cancel Weekly deposit limit' }));
    expect(
      await within(item('Weekly deposit limit')).findByText('The pending change was cancelled.'),
    ).toBeInTheDocument();
    expect(item('Weekly deposit limit')).not.toHaveTextContent('pending until');
    expect(app.bodiesTo(`${PATH}/cancel`)).toEqual([
      { kind: 'deposit', period: 'week' },
      { kind: 'deposit', period: 'week' },
    ]);
  });

  it("refuses what the shared schema refuses before sending, and shows the server's field error (422) on its field", async () => {
    const app = await mountPage({
      [`${PATH}/limit`]: () =>
        refused(MemberCode.invalidField, 'invalid', { field: 'amount', key: 'rg.err_amount_format' }),
    });
    await userEvent.click(saveIn('Daily loss limit'));
    expect(await within(item('Daily loss limit')).findByText('Enter an amount.')).toBeInTheDocument();
    expect(amountIn('Daily loss limit')).toHaveFocus();
    await userEvent.type(amountIn('Daily loss limit'), '12.345');
    expect(
      await within(item('Daily loss limit')).findByText('Enter a positive amount with at most two decimals.'),
    ).toBeInTheDocument();
    expect(app.bodiesTo(`${PATH}/limit`)).toEqual([]);

    await userEvent.clear(amountIn('Daily loss limit'));
    await userEvent.type(amountIn('Daily loss limit'), '25');
    await waitFor(() => expect(amountIn('Daily loss limit')).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(saveIn('Daily loss limit'));
    await waitFor(() =>
      expect(amountIn('Daily loss limit')).toHaveAccessibleDescription(
        'Enter a positive amount with at most two decimals.',
      ),
    );
    expect(app.bodiesTo(`${PATH}/limit`)).toEqual([{ kind: 'loss', period: 'day', amount: '25' }]);
  });

  it('sets the session time limit in whole minutes within the bounds', async () => {
    const app = await mountPage({
      [`${PATH}/session_limit`]: () =>
        ok(rgState(DAILY_200, { session: { limit_minutes: 90, pending: null, started_at: NOW, net_result: '0.00' } })),
    });
    const session = item('Session time limit');
    const minutes = within(session).getByRole('textbox', { name: 'Minutes per session (5 to 1440)' });
    await userEvent.type(minutes, '3');
    await userEvent.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(session).findByText('Enter whole minutes from 5 to 1440.')).toBeInTheDocument();
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(item('Session time limit')).findByText('Saved. It is in force now.')).toBeInTheDocument();
    expect(item('Session time limit')).toHaveTextContent('Limit in force: 90 minutes per session');
    expect(app.bodiesTo(`${PATH}/session_limit`)).toEqual([{ limit_minutes: 90 }]);
  });

  it('chooses the reality-check interval, off or every 15, 30 or 60 minutes', async () => {
    const app = await mountPage({
      [`${PATH}/reality_check`]: () => ok(rgState(DAILY_200, { reality_check: { interval_minutes: 30 } })),
    });
    const reality = item('Reality checks');
    expect(within(reality).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(
      within(reality)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Off', 'Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes']);
    await userEvent.click(within(reality).getByRole('radio', { name: 'Every 30 minutes' }));
    await userEvent.click(within(reality).getByRole('button', { name: 'Save' }));
    expect(await within(reality).findByText('Saved.')).toBeInTheDocument();
    expect(app.bodiesTo(`${PATH}/reality_check`)).toEqual([{ interval_minutes: 30 }]);
  });

  it('self-excludes only with the password under a warning; a wrong password (606) is said and keeps the member in; success logs out', async () => {
    let wrong = true;
    const loggedOut: string[] = [];
    const app = await mountPage(
      {
        [`${PATH}/exclusion`]: () =>
          wrong
            ? refused(ResponsibleGamingCode.wrongPassword, 'wrong password')
            : ok({ kind: 'self_exclusion', until: Date.UTC(2027, 10, 25, 12, 0) }),
      },
      { beforeMount: (props) => props.bus.on(BusEvent.logoutRequested, ({ reason }) => loggedOut.push(reason)) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude myself' });
    expect(dialog).toHaveAccessibleDescription(
      /cannot be undone before it ends\. You will be logged out at once, every session you have open ends/,
    );
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['6 months', '1 year', '5 years']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(await within(dialog).findByText('Choose how long.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Login password')).toHaveAccessibleDescription('Enter your login password.');

    await userEvent.click(within(dialog).getByRole('radio', { name: '1 year' }));
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Login password')).toHaveAccessibleDescription('The password is wrong.'),
    );
    expect(loggedOut).toEqual([]);

    wrong = false;
    await userEvent.clear(within(dialog).getByLabelText('Login password'));
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(loggedOut).toEqual(['responsible-gaming']));
    expect(
      await screen.findByText('Done. It lasts until 2027-11-25 08:00. You are being logged out.'),
    ).toBeInTheDocument();
    expect(app.bodiesTo(`${PATH}/exclusion`)).toEqual([
      { kind: 'self_exclusion', period: '1_year', password: 'not-it' },
      { kind: 'self_exclusion', period: '1_year', password: 'secret1' },
    ]);
  });

  it('offers the four time-out lengths, and closes the dialog without a call on Not now', async () => {
    const app = await mountPage();
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['24 hours', '1 week', '1 month', '6 weeks']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.bodiesTo(`${PATH}/exclusion`)).toEqual([]);
  });

  it('lists every change with its time, newest first, each value written by what it is about', async () => {
    const change = (id: number, over: Partial<RgChange>): RgChange => ({
      id,
      created_at: NOW,
      subject: 'deposit_day',
      action: 'limit_set',
      from: null,
      to: null,
      effective_at: null,
      ...over,
    });
    await mountPage({
      [`${PATH}/history`]: () =>
        ok([
          change(3, {
            subject: 'deposit_day',
            action: 'raise_requested',
            from: '100.00',
            to: '300.00',
            effective_at: TOMORROW_NOON,
          }),
          change(2, { subject: 'session', action: 'limit_set', from: null, to: '90', created_at: NOW - 3_600_000 }),
          change(1, {
            subject: 'reality_check',
            action: 'reality_check_set',
            from: null,
            to: '30',
            created_at: NOW - 7_200_000,
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'History of changes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        '2026-11-25 08:00',
        'Daily deposit limit',
        'Raise or removal requested',
        '$100.00',
        '$300.00',
        '2026-11-26 08:00',
      ],
      ['2026-11-25 07:00', 'Session time limit', 'Set, in force at once', 'None', '90 min', ''],
      ['2026-11-25 06:00', 'Reality check', 'Changed', 'Off', 'Every 30 minutes', ''],
    ]);
  });

  it('says when there is no change yet, and speaks the member language', async () => {
    await mountPage({}, { language: 'zh_CN' });
    expect(screen.getByRole('heading', { name: '存款限额' })).toBeInTheDocument();
    expect(screen.getByText('今天您还可以存入 $150.00。', { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('暂无更改。')).toBeInTheDocument();
  });
});
