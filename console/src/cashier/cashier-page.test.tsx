import { act, screen, waitFor, within } from '@testing-library/react';
import type { Permission, SiteOrder } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Call, type Routes } from '../testing/render-console.js';
import { cashierParams, filtersOf, memberOrdersPath, ordersQuery, NO_FILTERS } from './cashier-query.js';

const SITES = ok({
  items: [
    { site_id: '1', site_name: 'Lucky Seven', modules: [] },
    { site_id: '2', site_name: 'Golden Hall', modules: [] },
  ],
});
const AT = Date.UTC(2026, 11, 7, 10);
const CASHIER: Permission[] = ['cashier.read', 'cashier.decide', 'members.read'];

const order = (overrides: Partial<SiteOrder> = {}): SiteOrder => ({
  id: 7,
  order_number: 'D2026120700000007',
  type: 'deposit',
  status: 'pending',
  amount: '1234.50',
  amount_cents: 123450,
  currency: 'USD',
  method_name: 'Bank transfer',
  member_account: 'bob',
  created_at: AT,
  decided_at: null,
  ...overrides,
});
const WITHDRAWAL = order({
  id: 8,
  order_number: 'W2026120700000008',
  type: 'withdrawal',
  amount: '20.05',
  amount_cents: 2005,
  currency: 'VND',
  method_name: 'Bank card',
  bank_account_masked: '****1234',
  member_account: 'carol',
});

const page = (items: SiteOrder[], next_after_id: number | null = null) =>
  ok({ items, next_before_id: null, next_after_id });

function routes(permissions: Permission[] = CASHIER, extra: Routes = {}): Routes {
  return {
    ...signedIn(operator({ permissions })),
    'GET /sites': SITES,
    'GET /sites/1/orders': page([order(), WITHDRAWAL]),
    ...extra,
  };
}

const orderRow = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr')!;

describe('the cashier page', () => {
  it('shows the queue oldest first with member, kind, amount in its currency, method and time', async () => {
    const { callsTo } = renderConsole('/cashier', routes());
    await screen.findByRole('rowheader', { name: 'D2026120700000007' });
    const [call] = callsTo('GET /sites/1/orders');
    expect(Object.fromEntries(call!.query)).toEqual({ status: 'pending', limit: '50' });

    const cells = within(orderRow('D2026120700000007'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['bob', 'Deposit', '$1,234.50', 'Bank transfer', 'Pending', expect.any(String)]);
    expect(within(orderRow('D2026120700000007')).getByRole('link', { name: 'bob' })).toHaveAttribute(
      'href',
      '/members?site=1&account=bob',
    );
    // A currency written without cents still shows them; a withdrawal shows the masked account.
    const withdrawal = within(orderRow('W2026120700000008'));
    expect(withdrawal.getByText('₫20.05')).toBeInTheDocument();
    expect(withdrawal.getByText('****1234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pending orders' })).toHaveAttribute('tabindex', '0');
  });

  it('builds the query from the filters and keeps them in the address', async () => {
    const { user, callsTo } = renderConsole('/cashier', routes());
    await screen.findByRole('rowheader', { name: 'D2026120700000007' });
    const filters = within(screen.getByRole('form', { name: 'Filters' }));
    await user.selectOptions(filters.getByLabelText('Status'), 'all');
    await user.selectOptions(filters.getByLabelText('Kind'), 'withdrawal');
    await user.type(filters.getByLabelText('Member account'), ' carol ');
    await user.type(filters.getByLabelText('From'), '2026-12-01');
    await user.type(filters.getByLabelText('To'), '2026-12-07');
    await user.click(filters.getByRole('button', { name: 'Apply' }));

    await screen.findByRole('heading', { name: 'Orders' });
    await waitFor(() => expect(callsTo('GET /sites/1/orders')).toHaveLength(2));
    const call = callsTo('GET /sites/1/orders')[1]!;
    expect(Object.fromEntries(call.query)).toEqual({
      status: 'all',
      kind: 'withdrawal',
      member_account: 'carol',
      from: String(new Date(2026, 11, 1).getTime()),
      to: String(new Date(2026, 11, 8).getTime() - 1),
      limit: '50',
    });
    // The form reads back what was applied.
    expect(screen.getByLabelText('Member account')).toHaveValue('carol');
  });

  it('refuses an end date before the start', async () => {
    const { user, callsTo } = renderConsole('/cashier', routes());
    await screen.findByRole('rowheader', { name: 'D2026120700000007' });
    await user.type(screen.getByLabelText('From'), '2026-12-07');
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end comes before the start.')).toBeInTheDocument();
    expect(callsTo('GET /sites/1/orders')).toHaveLength(1);
  });

  it('pages the queue on with after_id', async () => {
    const { user, callsTo } = renderConsole(
      '/cashier',
      routes(CASHIER, {
        'GET /sites/1/orders': (call: Call) =>
          call.query.get('after_id') === '7' ? page([WITHDRAWAL]) : page([order()], 7),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'W2026120700000008' });
    expect(callsTo('GET /sites/1/orders')[1]!.query.get('after_id')).toBe('7');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('approves once with the reason and the CSRF token, announces it and reads the queue again', async () => {
    let answer!: (value: ReturnType<typeof ok>) => void;
    const { user, callsTo } = renderConsole(
      '/cashier',
      routes(CASHIER, {
        'POST /sites/1/orders/D2026120700000007/decide': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    const approve = await screen.findByRole('button', { name: 'Approve order D2026120700000007' });
    await user.click(approve);
    const dialog = within(screen.getByRole('dialog', { name: 'Approve this order' }));
    expect(dialog.getByLabelText(/^Reason/)).toHaveFocus();
    expect(dialog.getByText('$1,234.50')).toBeInTheDocument();

    // No reason: nothing is sent.
    const confirm = dialog.getByRole('button', { name: 'Approve $1,234.50' });
    await user.click(confirm);
    expect(dialog.getByText('Enter a reason.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/orders/D2026120700000007/decide')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Reason/), 'paid in full');
    await user.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(confirm);
    const calls = callsTo('POST /sites/1/orders/D2026120700000007/decide');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ approve: true, reason: 'paid in full' });
    expect(calls[0]!.headers['x-csrf-token']).toBe('csrf-1');

    await act(async () => answer(ok(order({ status: 'approved', decided_at: AT }))));
    expect(await screen.findByText('Order D2026120700000007 approved.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending orders' })).toHaveFocus();
    await waitFor(() => expect(callsTo('GET /sites/1/orders')).toHaveLength(2));
  });

  it("shows the api's message when the order was decided already, and reads the queue again", async () => {
    const { user, callsTo } = renderConsole(
      '/cashier',
      routes(CASHIER, {
        'POST /sites/1/orders/W2026120700000008/decide': fail(
          409,
          'Order W2026120700000008 is already rejected',
          WITHDRAWAL,
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Decline order W2026120700000008' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this order' }));
    expect(dialog.getByText("Declining gives the held amount back to the member's main wallet.")).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Reason/), 'name does not match');
    await user.click(dialog.getByRole('button', { name: 'Decline ₫20.05' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not decided: Order W2026120700000008 is already rejected. The list now shows the orders as they stand.',
    );
    expect(callsTo('POST /sites/1/orders/W2026120700000008/decide')[0]!.body).toEqual({
      approve: false,
      reason: 'name does not match',
    });
    await waitFor(() => expect(callsTo('GET /sites/1/orders')).toHaveLength(2));
  });

  it('keeps the dialog and the reason when the server cannot be reached; Escape closes it', async () => {
    const { user } = renderConsole(
      '/cashier',
      routes(CASHIER, {
        'POST /sites/1/orders/D2026120700000007/decide': () => {
          throw new Error('offline');
        },
      }),
    );
    const approve = await screen.findByRole('button', { name: 'Approve order D2026120700000007' });
    await user.click(approve);
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Reason/), 'ok');
    await user.click(dialog.getByRole('button', { name: 'Approve $1,234.50' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The console cannot reach the server.');
    expect(dialog.getByLabelText(/^Reason/)).toHaveValue('ok');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).toHaveFocus();
  });

  it('offers no decision without cashier.decide, and no member link without members.read', async () => {
    renderConsole('/cashier', routes(['cashier.read']));
    await screen.findByRole('rowheader', { name: 'D2026120700000007' });
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Decision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bob' })).not.toBeInTheDocument();
    expect(within(orderRow('D2026120700000007')).getByText('bob')).toBeInTheDocument();
  });

  it("opens on a member's orders from the address, whatever their status", async () => {
    const { callsTo } = renderConsole(
      memberOrdersPath('2', 'bob'),
      routes(CASHIER, { 'GET /sites/2/orders': page([]) }),
    );
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /sites/2/orders')[0]!.query)).toEqual({
      status: 'all',
      member_account: 'bob',
      limit: '50',
    });
    expect(screen.getByLabelText('Site')).toHaveValue('2');
  });
});

describe('the cashier filters', () => {
  it('round-trip through the address, unknown values falling back to the defaults', () => {
    const filters = { status: 'declined', kind: 'deposit', member: 'bob', from: '2026-12-01', to: '' } as const;
    expect(filtersOf(cashierParams('1', filters))).toEqual(filters);
    expect(filtersOf(new URLSearchParams('status=nope&kind=x'))).toEqual(NO_FILTERS);
    expect(cashierParams('1', NO_FILTERS).toString()).toBe('site=1');
  });

  it('page history on with before_id', () => {
    expect(ordersQuery({ ...NO_FILTERS, status: 'approved' }, 40, 10).toString()).toBe(
      'status=approved&before_id=40&limit=10',
    );
  });
});
