import { screen, waitFor, within } from '@testing-library/react';
import type { LedgerMovement, MemberDetail, MemberSummary, Permission, SiteOrder } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import { memberPath } from './paths.js';

const SITES = ok({ items: [{ site_id: '1', site_name: 'Lucky Seven', modules: [] }] });
const AT = Date.UTC(2026, 11, 7, 10);
/** What a member may type as a name: it must stay text. */
const HOSTILE = '<img src=x onerror=alert(1)>';

const summary = (overrides: Partial<MemberSummary> = {}): MemberSummary => ({
  id: 3,
  member_account: 'bob',
  member_name: HOSTILE,
  member_phone: '+15550100',
  member_email: 'bob@example.com',
  member_currency: 'USD',
  status: 'active',
  is_agent: 0,
  created_at: AT,
  last_login_at: null,
  ...overrides,
});

const DETAIL: MemberDetail = {
  member: {
    id: 3,
    site_id: '1',
    member_account: 'bob',
    member_name: HOSTILE,
    member_currency: 'USD',
    status: 'active',
    member_type: 1,
    is_agent: 0,
    agent_active: 0,
    is_withdraw_password: 1,
    member_birthday: '',
    member_email: 'bob@example.com',
    member_phone: '+15550100',
    phone_verified: 1,
    identity_id: '',
    member_qq: '',
    member_wechat: HOSTILE,
    member_whats_app: '',
    member_zalo: '',
    member_fb: '',
    member_telegram: '',
    member_skype: '',
    member_line: '',
    member_others: '',
    recommend_code: 'R7',
    first_login_to_change_password: 0,
    created_at: AT,
    last_login_at: AT,
  },
  balances: { main: '100.00', games: [{ gp_id: 'pg', balance: '5.50' }], total: '105.50' },
  sessions: [
    {
      id: 's-1',
      created_at: AT,
      last_seen_at: AT,
      expires_at: AT + 3_600_000,
      address: '203.0.113.9',
      device: 'Firefox',
    },
  ],
};

const LEDGER: LedgerMovement[] = [
  {
    id: 12,
    created_at: AT,
    gp_id: null,
    type: 'deposit',
    reason: 'deposit:D2026120700000007',
    order_number: 'D2026120700000007',
    amount: '50.00',
    balance_after: '100.00',
  },
  {
    id: 11,
    created_at: AT,
    gp_id: 'pg',
    type: 'adjustment',
    reason: 'adjustment:goodwill',
    order_number: null,
    amount: '-2.50',
    balance_after: '5.50',
  },
];

const ORDER: SiteOrder = {
  id: 7,
  order_number: 'D2026120700000007',
  type: 'deposit',
  status: 'approved',
  amount: '50.00',
  amount_cents: 5000,
  currency: 'USD',
  method_name: 'Bank transfer',
  member_account: 'bob',
  created_at: AT,
  decided_at: AT,
};

const READ: Permission[] = ['members.read'];
const ALL: Permission[] = ['members.read', 'members.support', 'members.adjust_wallet', 'cashier.read'];

function routes(permissions: Permission[], extra: Routes = {}): Routes {
  return {
    ...signedIn(operator({ permissions })),
    'GET /sites': SITES,
    'GET /sites/1/members': ok({
      items: [summary(), summary({ id: 2, member_account: 'ann', member_name: 'Ann' })],
      next_before_id: null,
    }),
    'GET /sites/1/members/bob': ok(DETAIL),
    'GET /sites/1/members/bob/ledger': ok({ items: LEDGER, next_before_id: null }),
    'GET /sites/1/members/bob/orders': ok({ items: [ORDER], next_before_id: null }),
    ...extra,
  };
}

const openBob = () => renderConsole(memberPath('1', 'bob'), routes(ALL));

describe('the members page', () => {
  it('searches by account, name, phone or e-mail and shows a name as text, never as markup', async () => {
    const { user, callsTo } = renderConsole('/members', routes(READ));
    const row = (await screen.findByRole('rowheader', { name: 'bob' })).closest('tr')!;
    expect(within(row).getByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(Object.fromEntries(callsTo('GET /sites/1/members')[0]!.query)).toEqual({ limit: '50' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' 555 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Members matching “555”' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /sites/1/members')).toHaveLength(2));
    expect(callsTo('GET /sites/1/members')[1]!.query.get('q')).toBe('555');
    expect(screen.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/members?site=1&q=555&account=bob');
  });

  it("shows a member's profile, balances and sessions as text, and nothing from a name becomes an element", async () => {
    const { user } = renderConsole('/members', routes(READ));
    await user.click(await screen.findByRole('link', { name: 'bob' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Member bob (Lucky Seven)' });
    await waitFor(() => expect(heading).toHaveFocus());
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.getAllByText(HOSTILE)).toHaveLength(2);
    expect(profile.getByText('+15550100 (verified)')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    const balances = within(screen.getByRole('region', { name: 'Balances' }));
    expect(balances.getByText('$100.00')).toBeInTheDocument();
    expect(balances.getByText('Game wallet pg').nextSibling).toHaveTextContent('$5.50');
    expect(balances.getByText('$105.50')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 's-1' })).toBeInTheDocument();
    // Read only: no action.
    expect(screen.queryByRole('heading', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Force logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in the cashier/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  });

  it('shows every ledger row with its reason and reference, and the member orders', async () => {
    openBob();
    const ledger = within(await screen.findByRole('region', { name: 'Ledger' }));
    const deposit = ledger.getAllByRole('row')[1]!;
    expect(
      within(deposit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      'Main wallet',
      'Deposit',
      '$50.00',
      '$100.00',
      'deposit:D2026120700000007',
      'D2026120700000007',
    ]);
    const adjustment = ledger.getAllByRole('row')[2]!;
    expect(within(adjustment).getByText('-$2.50')).toBeInTheDocument();
    expect(within(adjustment).getByText('adjustment:goodwill')).toBeInTheDocument();
    expect(within(adjustment).getByText('None')).toBeInTheDocument();

    const orders = within(await screen.findByRole('region', { name: 'Orders' }));
    expect(orders.getByRole('rowheader', { name: 'D2026120700000007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The orders of bob in the cashier' })).toHaveAttribute(
      'href',
      '/cashier?site=1&status=all&member=bob',
    );
  });

  it('says so when the site has no such member', async () => {
    renderConsole(memberPath('1', 'nobody'), routes(READ, { 'GET /sites/1/members/nobody': fail(404, 'no member') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This site has no member nobody.');
  });

  it('shows the support actions only with members.support, the wallet only with members.adjust_wallet', async () => {
    renderConsole(memberPath('1', 'bob'), routes(['members.read', 'members.support']));
    expect(await screen.findByRole('button', { name: 'Force logout' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send a letter' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Adjust the main wallet' })).not.toBeInTheDocument();
  });

  it('forces a logout with the CSRF token and announces what it ended', async () => {
    const { user, callsTo } = renderConsole(
      memberPath('1', 'bob'),
      routes(ALL, { 'POST /sites/1/members/bob/force-logout': ok({ member_id: 3, ended: 2 }) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Force logout' }));
    expect(await screen.findByText('Ended 2 sessions of bob.')).toHaveAttribute('role', 'status');
    const [call] = callsTo('POST /sites/1/members/bob/force-logout');
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
    await waitFor(() => expect(callsTo('GET /sites/1/members/bob')).toHaveLength(2));
  });

  it('shows a refused action as an alert', async () => {
    const { user } = renderConsole(
      memberPath('1', 'bob'),
      routes(ALL, { 'POST /sites/1/members/bob/clean-cache': fail(403, 'forbidden') }),
    );
    await user.click(await screen.findByRole('button', { name: 'Clean cache' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('sends a letter with a title and content', async () => {
    const { user, callsTo } = renderConsole(
      memberPath('1', 'bob'),
      routes(ALL, { 'POST /sites/1/members/bob/letters': ok({ id: 9, member_id: 3 }) }),
    );
    const form = within(await screen.findByRole('form', { name: 'Send a letter' }));
    await user.click(form.getByRole('button', { name: 'Send the letter' }));
    expect(form.getByText('Enter a title.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Title'), 'Welcome');
    await user.type(form.getByLabelText(/^Content/), '<p>Hello</p>');
    await user.click(form.getByRole('button', { name: 'Send the letter' }));
    expect(await form.findByText('Letter “Welcome” sent to bob.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/members/bob/letters')[0]!.body).toEqual({
      title: 'Welcome',
      content: '<p>Hello</p>',
    });
    expect(form.getByLabelText('Title')).toHaveValue('');
  });

  it('adjusts the wallet after a check showing the balance before and after', async () => {
    const { user, callsTo } = renderConsole(
      memberPath('1', 'bob'),
      routes(ALL, {
        'POST /sites/1/members/bob/wallet-adjust': ok({
          member_id: 3,
          member_account: 'bob',
          cash: '87.50',
          ledger_id: 13,
        }),
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Adjust the main wallet' }));
    const review = form.getByRole('button', { name: 'Review the adjustment' });
    await user.type(form.getByLabelText('Amount (USD)'), '-200');
    await user.type(form.getByLabelText(/^Reason/), 'duplicate credit');
    await user.click(review);
    expect(form.getByText('This would take the main wallet below zero.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(form.getByLabelText('Amount (USD)'));
    await user.type(form.getByLabelText('Amount (USD)'), '-12.5');
    await user.click(review);
    const dialog = within(screen.getByRole('dialog', { name: 'Check the adjustment' }));
    const facts = dialog.getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts).toEqual(['bob', '$100.00', '-$12.50', '$87.50', 'duplicate credit']);
    expect(callsTo('POST /sites/1/members/bob/wallet-adjust')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Adjust by -$12.50' }));
    expect(await form.findByText('Main wallet of bob adjusted by -$12.50: now $87.50.')).toHaveAttribute(
      'role',
      'status',
    );
    const calls = callsTo('POST /sites/1/members/bob/wallet-adjust');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ amount: -1250, reason: 'duplicate credit' });
    expect(calls[0]!.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(review).toHaveFocus();
  });

  it("shows the api's refusal of an adjustment as an alert", async () => {
    const { user } = renderConsole(
      memberPath('1', 'bob'),
      routes(ALL, {
        'POST /sites/1/members/bob/wallet-adjust': fail(409, 'The main balance does not cover this amount'),
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Adjust the main wallet' }));
    await user.type(form.getByLabelText('Amount (USD)'), '-100');
    await user.type(form.getByLabelText(/^Reason/), 'closing');
    await user.click(form.getByRole('button', { name: 'Review the adjustment' }));
    await user.click(screen.getByRole('button', { name: 'Adjust by -$100.00' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The server refused: The main balance does not cover this amount',
    );
  });
});
