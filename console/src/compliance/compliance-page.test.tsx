import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import type { MemberRgState } from './types.js';

const AT = Date.UTC(2026, 11, 7, 10);
const DAY = 24 * 60 * 60 * 1000;
const READ: Permission[] = ['sites.read', 'compliance.read'];
const DESK: Permission[] = [...READ, 'compliance.decide'];

const SITES = ok({ items: [{ site_id: '1', site_name: 'Lucky Seven', modules: [] }] });

const limit = (kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') => ({
  kind,
  period,
  amount: null,
  pending: null,
  used: '0.00',
  remaining: null,
  period_ends_at: AT + DAY,
});

const MEMBER: MemberRgState = {
  member_id: 42,
  member_account: 'player01',
  early_end: 'time_out',
  currency: 'USD',
  limits: [
    {
      ...limit('deposit', 'day'),
      amount: '100.00',
      used: '20.00',
      remaining: '80.00',
      pending: { value: '500.00', effective_at: AT + DAY },
    },
    limit('deposit', 'week'),
    limit('deposit', 'month'),
    limit('loss', 'day'),
    limit('loss', 'week'),
    limit('loss', 'month'),
  ],
  session: { limit_minutes: 60, pending: { value: null, effective_at: AT + DAY } },
  reality_check: { interval_minutes: 30 },
  exclusions: [
    { id: 9, kind: 'self_exclusion', period: '6_months', started_at: AT - DAY, until: AT + 180 * DAY, in_force: true },
    { id: 4, kind: 'time_out', period: '1_week', started_at: AT - 20 * DAY, until: AT - 13 * DAY, in_force: false },
  ],
  server_time: AT,
};

const routes = (permissions: Permission[] = DESK, extra: Routes = {}): Routes => ({
  ...signedIn(operator({ permissions })),
  'GET /sites': SITES,
  'GET /sites/1/compliance/members/player01': ok(MEMBER),
  'GET /sites/1/compliance/pending-raises': ok({
    items: [
      {
        member_id: 42,
        member_account: 'player01',
        subject: 'deposit_day',
        value: '100.00',
        pending_value: '500.00',
        effective_at: AT + DAY,
      },
      {
        member_id: 42,
        member_account: 'player01',
        subject: 'session',
        value: '60',
        pending_value: null,
        effective_at: AT + DAY,
      },
    ],
  }),
  'GET /sites/1/compliance/exclusions': ok({
    items: [
      {
        id: 9,
        member_id: 42,
        member_account: 'player01',
        kind: 'self_exclusion',
        period: '6_months',
        started_at: AT - DAY,
        until: AT + 180 * DAY,
      },
    ],
  }),
  'GET /sites/1/compliance/login-attempts': ok({
    items: [
      {
        id: 77,
        member_account: 'player01',
        ip: '203.0.113.9',
        device: 'desktop',
        browser: 'Chromium',
        result_code: 101,
        result: 'accountWrong',
        created_at: AT,
      },
      {
        id: 76,
        member_account: '<img src=x onerror=alert(1)>',
        ip: '203.0.113.9',
        device: '<b>phone</b>',
        browser: 'Firefox',
        result_code: 555,
        result: 'other',
        created_at: AT - 1000,
      },
    ],
    next_before_id: 76,
  }),
  'GET /sites/1/compliance/login-locks': ok({
    items: [{ member_account: 'player01', locked_until: AT + 60_000, in_force: true }],
  }),
  ...extra,
});

async function lookUp(user: ReturnType<typeof renderConsole>['user'], account = 'player01') {
  const form = within(await screen.findByRole('form', { name: 'Look up a member' }));
  await user.type(form.getByLabelText('Member account'), account);
  await user.click(form.getByRole('button', { name: 'Show' }));
  return screen.findByRole('heading', { level: 3, name: `Responsible gaming of ${account}` });
}

describe('the compliance page', () => {
  it('shows a member’s limits with what waits, the session limit, the reality check and every exclusion', async () => {
    const { user } = renderConsole('/compliance', routes(READ));
    const state = within((await lookUp(user)).parentElement!);
    const limits = within(state.getByRole('table', { name: 'Money limits' }));
    const deposits = limits.getByRole('rowheader', { name: 'Deposits per day' }).closest('tr')!;
    expect(
      within(deposits)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$100.00', '$20.00', '$80.00', expect.stringMatching(/^\$500\.00 from /)]);
    expect(state.getByText('Session limit').nextElementSibling).toHaveTextContent(/^60 minutes Removed from /);
    expect(state.getByText('Every 30 minutes')).toBeInTheDocument();
    expect(state.getByText('A time-out may end early, a self-exclusion may not')).toBeInTheDocument();
    const exclusions = within(state.getByRole('table', { name: 'Exclusions' }));
    expect(exclusions.getByRole('rowheader', { name: 'Self-exclusion, 6 months' }).closest('tr')).toHaveTextContent(
      /In force$/,
    );
    expect(exclusions.getByRole('rowheader', { name: 'Time-out, 1 week' }).closest('tr')).toHaveTextContent(/Over$/);
    // Reading only: no decision.
    expect(screen.queryByRole('form', { name: 'Waiting changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'End the exclusions early' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('lists the site’s waiting changes and exclusions in force; a row looks its member up', async () => {
    const { user, callsTo } = renderConsole('/compliance', routes(READ));
    const raises = within(await screen.findByRole('region', { name: 'Waiting changes on this site' }));
    const rows = raises.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Deposits per day',
      'Session time',
    ]);
    expect(within(rows[1]!).getByText('60 minutes')).toBeInTheDocument();
    const exclusions = within(await screen.findByRole('region', { name: 'Exclusions in force' }));
    expect(exclusions.getByText('Self-exclusion, 6 months')).toBeInTheDocument();

    await user.click(exclusions.getByRole('button', { name: /player01/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'A member' });
    expect(heading).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Responsible gaming of player01' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Member account')).toHaveValue('player01');
    expect(callsTo('GET /sites/1/compliance/members/player01')).toHaveLength(1);
  });

  it('applies a waiting change early with its reason, sent once, and reads the member again', async () => {
    const { user, callsTo } = renderConsole(
      '/compliance',
      routes(DESK, { 'POST /sites/1/compliance/members/player01/raises/apply': ok({ member_id: 42, applied: 1 }) }),
    );
    await lookUp(user);
    const form = within(screen.getByRole('form', { name: 'Waiting changes' }));
    await user.selectOptions(form.getByLabelText('Which change'), 'deposit_day');
    await user.click(form.getByRole('button', { name: 'Apply now' }));
    expect(await form.findByText('Say why (up to 500 characters).')).toBeInTheDocument();
    await user.type(form.getByLabelText('Reason'), 'proof of income seen');
    await user.dblClick(form.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('1 waiting change of player01 applied.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/compliance/members/player01/raises/apply').map((call) => call.body)).toEqual([
      { reason: 'proof of income seen', subject: 'deposit_day' },
    ]);
    expect(callsTo('GET /sites/1/compliance/members/player01')).toHaveLength(2);
  });

  it('shows the api’s 409 when the site’s policy forbids ending an exclusion early', async () => {
    const refusal = "site 1 does not let a self-exclusion end early (RG_EARLY_END 'time_out'): nothing was ended";
    const { user, callsTo } = renderConsole(
      '/compliance',
      routes(DESK, { 'POST /sites/1/compliance/members/player01/exclusions/end': fail(409, refusal) }),
    );
    await lookUp(user);
    const form = within(screen.getByRole('form', { name: 'End the exclusions early' }));
    await user.type(form.getByLabelText('Reason'), 'the member asked by phone');
    await user.click(form.getByRole('button', { name: 'End the exclusions in force' }));
    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    expect(callsTo('POST /sites/1/compliance/members/player01/exclusions/end').map((call) => call.body)).toEqual([
      { reason: 'the member asked by phone' },
    ]);
  });

  it('says so when no member has that account', async () => {
    const { user } = renderConsole(
      '/compliance',
      routes(READ, { 'GET /sites/1/compliance/members/nobody': fail(404, 'no member nobody on site 1') }),
    );
    const form = within(await screen.findByRole('form', { name: 'Look up a member' }));
    await user.type(form.getByLabelText('Member account'), 'nobody');
    await user.click(form.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no member nobody on site 1');
  });

  it('lists login attempts and locks as text, filtered by an account, and loads older attempts', async () => {
    const { user, callsTo, container } = renderConsole(
      '/compliance',
      routes(READ, {
        'GET /sites/1/compliance/login-attempts': (call) =>
          ok(
            call.query.get('before_id') === '76'
              ? { items: [], next_before_id: null }
              : {
                  items: [
                    {
                      id: 77,
                      member_account: call.query.get('member_account') ?? 'player01',
                      ip: '203.0.113.9',
                      device: '<b>phone</b>',
                      browser: 'Chromium',
                      result_code: 101,
                      result: 'accountWrong',
                      created_at: AT,
                    },
                    {
                      id: 76,
                      member_account: '<img src=x onerror=alert(1)>',
                      ip: '203.0.113.9',
                      device: 'desktop',
                      browser: 'Firefox',
                      result_code: 555,
                      result: 'other',
                      created_at: AT - 1000,
                    },
                  ],
                  next_before_id: 76,
                },
          ),
      }),
    );
    const attempts = within(await screen.findByRole('region', { name: 'Login attempts' }));
    expect(attempts.getByText('Wrong account or password')).toBeInTheDocument();
    expect(attempts.getByText('Other (code 555)')).toBeInTheDocument();
    expect(attempts.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(attempts.getByText('<b>phone</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    const locks = within(await screen.findByRole('region', { name: 'Account locks' }));
    expect(locks.getByRole('rowheader', { name: 'player01' }).closest('tr')).toHaveTextContent(/Locked$/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(callsTo('GET /sites/1/compliance/login-attempts').map((call) => call.query.get('before_id'))).toEqual([
      null,
      '76',
    ]);

    const filter = within(screen.getByRole('form', { name: 'Filter the login attempts' }));
    await user.type(filter.getByLabelText('Account'), ' player02 ');
    await user.click(filter.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('player02')).toBeInTheDocument();
    expect(callsTo('GET /sites/1/compliance/login-attempts').at(-1)!.query.get('member_account')).toBe('player02');
    expect(callsTo('GET /sites/1/compliance/login-locks').at(-1)!.query.get('member_account')).toBe('player02');
  });
});
