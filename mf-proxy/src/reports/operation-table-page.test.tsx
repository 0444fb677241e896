import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentCode, type OperationReport } from '@croupier/shared';
import { AGENT, ok, refused, pageTests } from '../testing/agent-test-kit.js';
import { figures } from '../testing/report-fixtures.js';
import { OperationTablePage } from './operation-table-page.js';

// 02:00 UTC on Dec 1st: still Monday Nov 30th (22:00) in Caracas, the default site zone.
const NOW = Date.UTC(2026, 11, 1, 2, 0);

const mount = pageTests({ now: NOW, session: AGENT, pathname: '/proxy/DownlineInfo' });

const REPORT: OperationReport = {
  list: [
    {
      member_id: 20,
      member_account: 'player20',
      depth: 1,
      ...figures({
        new_members: 1,
        first_deposit_count: 1,
        first_deposit_amount: '100.00',
        deposit_count: 3,
        deposit_amount: '1500.00',
        valid_bet: '2400.00',
        payout: '1900.00',
        net_win_loss: '-500.00',
      }),
    },
    {
      member_id: 31,
      member_account: 'player31',
      depth: 3,
      ...figures({ withdrawal_count: 1, withdrawal_amount: '80.00' }),
    },
  ],
  total_count: 41,
  totals: figures({
    new_members: 4,
    first_deposit_count: 3,
    first_deposit_amount: '350.00',
    deposit_count: 12,
    deposit_amount: '9120.00',
    withdrawal_count: 2,
    withdrawal_amount: '880.00',
    valid_bet: '15000.00',
    payout: '14250.00',
    net_win_loss: '-750.00',
  }),
};

describe('<OperationTablePage/>', () => {
  it('shows each member of the month so far with depth and figures, and the totals of the whole period', async () => {
    const mounted = await mount(<OperationTablePage />, {
      routes: { '/arks/web/agent/report/operation': () => ok(REPORT) },
    });
    const table = await screen.findByRole('table', { name: 'Operation report from 2026-11-01 to 2026-11-30' });
    expect(mounted.bodiesTo('/arks/web/agent/report/operation')).toEqual([
      { start_date: '2026-11-01', end_date: '2026-11-30', page: 1, count: 20 },
    ]);
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

    const [head, first, second, totals] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Account',
      'Depth',
      'New members',
      'First deposits',
      'First deposit amount',
      'Deposits',
      'Deposit amount',
      'Withdrawals',
      'Withdrawal amount',
      'Valid bet',
      'Payout',
      'Net win/loss',
    ]);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'player20',
      'Direct',
      '1',
      '1',
      '$100.00',
      '3',
      '$1,500.00',
      '0',
      '$0.00',
      '$2,400.00',
      '$1,900.00',
      '-$500.00',
    ]);
    expect(second).toHaveTextContent('Level 3');
    expect(within(totals!).getByRole('rowheader')).toHaveTextContent('Totals');
    expect(totals).toHaveTextContent('$9,120.00');
    expect(totals).toHaveTextContent('-$750.00');
    // Each cell names its column for the card layout of narrow screens.
    expect(within(totals!).getByText('$14,250.00')).toHaveAttribute('data-label', 'Payout');
    expect(screen.getByText('Page 1 of 3, 41 records')).toBeInTheDocument();
  });

  it('asks again for the period chosen (calendar weeks from Monday), from page 1', async () => {
    const mounted = await mount(<OperationTablePage />, {
      routes: { '/arks/web/agent/report/operation': () => ok(REPORT) },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mounted.bodiesTo('/arks/web/agent/report/operation').at(-1)).toMatchObject({ page: 2 }));

    await userEvent.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/report/operation').at(-1)).toEqual({
        start_date: '2026-11-23',
        end_date: '2026-11-29',
        page: 1,
        count: 20,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/report/operation').at(-1)).toMatchObject({
        start_date: '2026-10-01',
        end_date: '2026-10-31',
      }),
    );
  });

  it('refuses a custom period longer than 92 days before asking', async () => {
    const mounted = await mount(<OperationTablePage />, {
      routes: { '/arks/web/agent/report/operation': () => ok(REPORT) },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-08-01');
    expect(await screen.findByText('Choose a start date not after the end date, at most 92 days.')).toBeInTheDocument();
    expect(
      mounted
        .bodiesTo('/arks/web/agent/report/operation')
        .every((b) => (b as { start_date: string }).start_date !== '2026-08-01'),
    ).toBe(true);
  });

  it("says the server's period refusal in the page language, and that the centre is for agents", async () => {
    const mounted = await mount(<OperationTablePage />, {
      language: 'zh_CN',
      routes: {
        '/arks/web/agent/report/operation': () =>
          refused(AgentCode.invalidPeriod, 'Invalid field end_date: report.err_range_too_long', {
            field: 'end_date',
            key: 'report.err_range_too_long',
          }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('报表最多涵盖 92 天。');
    await mounted.unmount();

    await mount(<OperationTablePage />, {
      routes: { '/arks/web/agent/report/operation': () => refused(AgentCode.notAgent, 'Agents only') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The agent centre is open to active agents only.');
  });
});
