import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashierOrder, OrderList } from '@croupier/shared';
import { mountMember, ok } from '../testing/member-test-kit.js';
import { DWRecordPage } from './dw-record-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

// 02:00 UTC on the 1st: still the previous month (22:00 on Nov 30) in Caracas.
const NOW = Date.UTC(2026, 11, 1, 2, 0);

let unmount: (() => Promise<void>) | null = null;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(async () => {
  await unmount?.();
  unmount = null;
  jest.restoreAllMocks();
});

const order = (over: Partial<CashierOrder>): CashierOrder => ({
  order_number: 'D1',
  type: 'deposit',
  status: 'approved',
  amount: '100.00',
  method_name: 'Bank Transfer',
  created_at: Date.UTC(2026, 11, 1, 1, 0),
  decided_at: null,
  ...over,
});

const ORDERS: OrderList = {
  list: [
    order({}),
    order({
      order_number: 'W1',
      type: 'withdrawal',
      status: 'pending',
      amount: '40.00',
      method_name: 'Bank Payout',
      bank_account_masked: '**** 1234',
    }),
    order({
      order_number: 'W2',
      type: 'withdrawal',
      status: 'rejected',
      amount: '1250.00',
      method_name: 'Bank Payout',
    }),
  ],
  total_count: 3,
  page_total: { deposit: '100.00', withdrawal: '1290.00' },
};

describe('<DWRecordPage/>', () => {
  it('lists the orders of the range with translated types and statuses, and the page totals by type', async () => {
    const mounted = await mountMember(<DWRecordPage />, { routes: { '/arks/web/cashier/orders': () => ok(ORDERS) } });
    unmount = mounted.unmount;
    const table = await screen.findByRole('table', { name: 'Deposit and withdrawal records' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(mounted.bodiesTo('/arks/web/cashier/orders')).toEqual([
      { start_date: '2026-11-24', end_date: '2026-11-30', type: 'all', status: 'all', page: 1, count: 20 },
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-30 21:00:00');
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(rows[2]).toHaveTextContent('Bank Payout **** 1234');
    expect(rows[2]).toHaveTextContent('Pending');
    expect(rows[3]).toHaveTextContent('Rejected');
    expect(rows[3]).toHaveTextContent('$1,250.00');
    expect(screen.getByText('Deposits on this page: $100.00')).toBeInTheDocument();
    expect(screen.getByText('Withdrawals on this page: $1,290.00')).toBeInTheDocument();
    // Each cell names its column for the card layout of narrow screens.
    expect(
      within(rows[2] as HTMLElement)
        .getByText('Pending')
        .closest('td'),
    ).toHaveAttribute('data-label', 'Status');
  });

  it('sends the type and status filters', async () => {
    const mounted = await mountMember(<DWRecordPage />, { routes: { '/arks/web/cashier/orders': () => ok(ORDERS) } });
    unmount = mounted.unmount;
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Withdrawal');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/cashier/orders').at(-1)).toMatchObject({
        type: 'withdrawal',
        status: 'rejected',
        page: 1,
      }),
    );
  });

  it('says when the period has no orders', async () => {
    const mounted = await mountMember(<DWRecordPage />, {
      routes: {
        '/arks/web/cashier/orders': () =>
          ok({ list: [], total_count: 0, page_total: { deposit: '0.00', withdrawal: '0.00' } }),
      },
    });
    unmount = mounted.unmount;
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
