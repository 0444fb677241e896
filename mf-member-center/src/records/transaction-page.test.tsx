import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEntry, LedgerList } from '@croupier/shared';
import { mountMember, type MountOptions, ok } from '../testing/member-test-kit.js';
import { TransactionPage } from './transaction-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

// 03:30 UTC on the 25th: 23:30 on the 24th in Caracas, 09:00 on the 25th in Kolkata.
const NOW = Date.UTC(2026, 10, 25, 3, 30);

let unmount: (() => Promise<void>) | null = null;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(async () => {
  await unmount?.();
  unmount = null;
  jest.restoreAllMocks();
});

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 1,
  type: 'bet',
  gp_id: 'GPR8',
  amount: '-12.50',
  balance_after: '487.50',
  order_number: null,
  created_at: Date.UTC(2026, 10, 25, 3, 0),
  ...over,
});

const ledger = (list: LedgerEntry[], total_count = list.length, page_total = '-12.50'): LedgerList => ({
  list,
  total_count,
  page_total,
});

async function mountTransactions(opts: MountOptions = {}) {
  const mounted = await mountMember(<TransactionPage />, opts);
  unmount = mounted.unmount;
  await screen.findByRole('heading', { name: 'Transactions' });
  return mounted;
}

describe('<TransactionPage/>', () => {
  it('asks for the last 7 calendar days of the default zone (America/Caracas) and shows times there', async () => {
    const { bodiesTo } = await mountTransactions({
      routes: {
        '/arks/web/member/ledger': () =>
          ok(ledger([entry(), entry({ id: 2, type: 'deposit', gp_id: null, amount: '100.00', order_number: 'D1' })])),
      },
    });
    await waitFor(() =>
      expect(bodiesTo('/arks/web/member/ledger')).toEqual([
        { start_date: '2026-11-18', end_date: '2026-11-24', type: 'all', page: 1, count: 20 },
      ]),
    );
    const rows = within(await screen.findByRole('table', { name: 'Transactions' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-24 23:00:00');
    expect(rows[1]).toHaveTextContent('Bet');
    expect(rows[1]).toHaveTextContent('GPR8');
    expect(rows[1]).toHaveTextContent('-$12.50');
    expect(rows[2]).toHaveTextContent('Main wallet');
    expect(rows[2]).toHaveTextContent('D1');
    expect(screen.getByText('Total on this page: -$12.50')).toBeInTheDocument();
  });

  it("uses the site's TIMEZONE: the same instant is already the next day in Kolkata", async () => {
    const { bodiesTo } = await mountTransactions({
      settings: { TIMEZONE: 'Asia/Kolkata' },
      routes: { '/arks/web/member/ledger': () => ok(ledger([entry()])) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(bodiesTo('/arks/web/member/ledger').at(-1)).toMatchObject({
        start_date: '2026-11-25',
        end_date: '2026-11-25',
      }),
    );
    expect(await screen.findByText('2026-11-25 08:30:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the presets and a custom range, and refuses a start after the end', async () => {
    const { bodiesTo } = await mountTransactions({ routes: { '/arks/web/member/ledger': () => ok(ledger([])) } });
    const last = () => bodiesTo('/arks/web/member/ledger').at(-1);
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(last()).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-23' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(last()).toMatchObject({ start_date: '2026-10-26', end_date: '2026-11-24' }));
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(screen.getByLabelText('To')).toHaveAttribute('max', '2026-11-24');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-12' } });
    await waitFor(() => expect(last()).toMatchObject({ start_date: '2026-11-10', end_date: '2026-11-12' }));
    const sent = bodiesTo('/arks/web/member/ledger').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('Choose a start date that is not after the end date.')).toBeInTheDocument();
    expect(bodiesTo('/arks/web/member/ledger')).toHaveLength(sent);
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
  });

  it('pages by 20 with the number and total, and a new type goes back to page 1', async () => {
    const { bodiesTo } = await mountTransactions({
      routes: {
        '/arks/web/member/ledger': (body) => {
          const { page } = body as { page: number };
          return ok(ledger([entry({ id: page * 100 })], 45));
        },
      },
    });
    const last = () => bodiesTo('/arks/web/member/ledger').at(-1);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3, 45 records');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 3 of 3, 45 records'));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Transfer out');
    await waitFor(() => expect(last()).toMatchObject({ type: 'transfer_out', page: 1 }));
  });
});
