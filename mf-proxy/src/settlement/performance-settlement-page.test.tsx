import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Settlement, SettlementList } from '@croupier/shared';
import { AGENT, ok, pageTests } from '../testing/agent-test-kit.js';
import { PerformanceSettlementPage } from './performance-settlement-page.js';

const mount = pageTests({ session: AGENT, pathname: '/proxy/DownlineInfo' });

const settlement = (over: Partial<Settlement>): Settlement => ({
  period: '2026-11',
  net_revenue: '750.00',
  active_members: 4,
  tier: null,
  rate: '0.00',
  commission: '0.00',
  status: 'pending',
  settled_at: null,
  ...over,
});

const LIST: SettlementList = {
  list: [
    settlement({}),
    settlement({
      period: '2026-10',
      net_revenue: '12500.00',
      active_members: 18,
      tier: 2,
      rate: '30.00',
      commission: '3750.00',
      status: 'settled',
      // 02:15 UTC on Nov 2nd: 22:15 on Nov 1st in Caracas.
      settled_at: Date.UTC(2026, 10, 2, 2, 15),
    }),
  ],
  total_count: 25,
};

describe('<PerformanceSettlementPage/>', () => {
  it('shows each month with revenue, active members, tier, rate, commission and status', async () => {
    const mounted = await mount(<PerformanceSettlementPage />, {
      routes: { '/arks/web/agent/settlements': () => ok(LIST) },
    });
    const table = await screen.findByRole('table', { name: 'Performance settlement' });
    expect(mounted.bodiesTo('/arks/web/agent/settlements')).toEqual([{ page: 1, count: 20 }]);
    const [, pending, settled] = within(table).getAllByRole('row');
    expect(
      within(pending!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11', '$750.00', '4', '—', '0.00%', '$0.00', 'Pending']);
    expect(
      within(settled!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-10', '$12,500.00', '18', 'Tier 2', '30.00%', '$3,750.00', 'Settled on 2026-11-01 22:15']);
  });

  it('pages through the months', async () => {
    const mounted = await mount(<PerformanceSettlementPage />, {
      routes: { '/arks/web/agent/settlements': () => ok(LIST) },
    });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2, 25 records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mounted.bodiesTo('/arks/web/agent/settlements').at(-1)).toEqual({ page: 2, count: 20 }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when the agent has no settlement period yet, and offers to try again after a failure', async () => {
    let fail = true;
    await mount(<PerformanceSettlementPage />, {
      routes: {
        '/arks/web/agent/settlements': () =>
          fail ? { code: 500, message: '', data: null } : ok({ list: [], total_count: 0 }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No settlement periods yet.')).toBeInTheDocument();
  });
});
