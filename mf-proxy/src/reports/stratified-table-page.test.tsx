import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StratifiedReport } from '@croupier/shared';
import { AGENT, ok, pageTests } from '../testing/agent-test-kit.js';
import { figures } from '../testing/report-fixtures.js';
import { StratifiedTablePage } from './stratified-table-page.js';

// 02:00 UTC on Dec 1st: still Monday Nov 30th (22:00) in Caracas, the default site zone.
const NOW = Date.UTC(2026, 11, 1, 2, 0);

const mount = pageTests({ now: NOW, session: AGENT, pathname: '/proxy/DownlineInfo' });

const REPORT: StratifiedReport = {
  levels: [
    { depth: 1, member_count: 12, ...figures({ new_members: 2, deposit_amount: '3000.00', net_win_loss: '-400.00' }) },
    { depth: 2, member_count: 9, ...figures({ new_members: 1, deposit_amount: '1200.00', net_win_loss: '150.00' }) },
    { depth: 3, member_count: 6, ...figures({ deposit_amount: '300.00', net_win_loss: '-50.00' }) },
  ],
  sub_agents: [
    {
      agent_id: 12,
      member_account: 'subagent02',
      agent_level: 2,
      depth: 1,
      member_count: 9,
      ...figures({ deposit_amount: '1500.00', net_win_loss: '100.00' }),
    },
  ],
  totals: figures({ new_members: 3, deposit_amount: '4500.00', net_win_loss: '-300.00' }),
};

describe('<StratifiedTablePage/>', () => {
  it('shows the figures per level with the totals, and per sub-agent with its level name', async () => {
    const mounted = await mount(<StratifiedTablePage />, {
      routes: { '/arks/web/agent/report/stratified': () => ok(REPORT) },
    });
    const levels = await screen.findByRole('table', { name: 'Figures by level from 2026-11-01 to 2026-11-30' });
    expect(mounted.bodiesTo('/arks/web/agent/report/stratified')).toEqual([
      { start_date: '2026-11-01', end_date: '2026-11-30' },
    ]);
    const rows = within(levels).getAllByRole('row');
    expect(rows.slice(1, 4).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Direct',
      'Level 2',
      'Level 3',
    ]);
    expect(rows[1]).toHaveTextContent('12');
    expect(rows[1]).toHaveTextContent('$3,000.00');
    expect(within(rows[4]!).getByRole('rowheader')).toHaveTextContent('Totals');
    // The members of every level counted (12 + 9 + 6).
    expect(within(rows[4]!).getAllByRole('cell')[0]).toHaveTextContent('27');
    expect(rows[4]).toHaveTextContent('$4,500.00');
    expect(rows[4]).toHaveTextContent('-$300.00');

    const region = screen.getByRole('region', { name: 'By sub-agent' });
    const agents = within(region).getByRole('table', { name: 'Figures by sub-agent from 2026-11-01 to 2026-11-30' });
    const [, sub] = within(agents).getAllByRole('row');
    await waitFor(() =>
      expect(
        within(sub!)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ).toEqual(['subagent02', 'Silver partner', 'Direct', '9']),
    );
    expect(sub).toHaveTextContent('$1,500.00');
  });

  it('asks again for the period chosen', async () => {
    const mounted = await mount(<StratifiedTablePage />, {
      routes: { '/arks/web/agent/report/stratified': () => ok(REPORT) },
    });
    await screen.findByRole('region', { name: 'By level' });
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/report/stratified').at(-1)).toEqual({
        start_date: '2026-11-29',
        end_date: '2026-11-29',
      }),
    );
  });

  it('says when there are no sub-agents', async () => {
    await mount(<StratifiedTablePage />, {
      routes: { '/arks/web/agent/report/stratified': () => ok({ ...REPORT, sub_agents: [] }) },
    });
    const region = await screen.findByRole('region', { name: 'By sub-agent' });
    expect(within(region).getByText('No sub-agents yet.')).toBeInTheDocument();
  });
});
