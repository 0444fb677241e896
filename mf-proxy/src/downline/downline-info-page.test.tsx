import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentCode, type DownlineList, type DownlineMember } from '@croupier/shared';
import { AGENT, ok, refused, pageTests } from '../testing/agent-test-kit.js';
import { DownlineInfoPage } from './downline-info-page.js';

// 02:00 UTC on Dec 1st: still Nov 30th (22:00) in Caracas, the default site zone.
const NOW = Date.UTC(2026, 11, 1, 2, 0);

const mount = pageTests({ now: NOW, session: AGENT, pathname: '/proxy/DownlineInfo' });

const member = (over: Partial<DownlineMember>): DownlineMember => ({
  id: 20,
  member_account: 'player20',
  is_agent: 0,
  agent_level: 0,
  depth: 1,
  registered_at: Date.UTC(2026, 10, 2, 15, 30),
  last_login_at: Date.UTC(2026, 10, 29, 13, 5),
  status: 'active',
  main_balance: '1250.50',
  downline_count: 0,
  ...over,
});

const TOP: DownlineList = {
  list: [
    member({ id: 12, member_account: 'subagent02', is_agent: 1, agent_level: 2, downline_count: 9 }),
    member({ id: 21, member_account: 'player21', status: 'frozen', last_login_at: null, main_balance: '0.00' }),
  ],
  total_count: 2,
  path: [{ id: 3, member_account: 'agent01' }],
};
const SUB: DownlineList = {
  list: [member({ id: 30, member_account: 'player30', depth: 2 })],
  total_count: 1,
  path: [
    { id: 3, member_account: 'agent01' },
    { id: 12, member_account: 'subagent02' },
  ],
};
const answer = (body: unknown) => ok((body as { agent_id: number }).agent_id === 12 ? SUB : TOP);

describe('<DownlineInfoPage/>', () => {
  it("lists the agent's direct members and sub-agents with level, dates, status and balance, since the first registration", async () => {
    const mounted = await mount(<DownlineInfoPage />, { routes: { '/arks/web/agent/downline': answer } });
    const table = await screen.findByRole('table', { name: 'Downline' });
    expect(mounted.bodiesTo('/arks/web/agent/downline')).toEqual([
      { start_date: '2000-01-01', end_date: '2026-11-30', agent_id: 0, member_account: '', page: 1, count: 20 },
    ]);
    const [, agentRow, memberRow] = within(table).getAllByRole('row');
    await waitFor(() => expect(agentRow).toHaveTextContent('Silver partner'));
    expect(agentRow).toHaveTextContent('2026-11-02 11:30');
    expect(agentRow).toHaveTextContent('2026-11-29 09:05');
    expect(agentRow).toHaveTextContent('$1,250.50');
    expect(within(agentRow!).getByRole('link', { name: 'View downline (9) of subagent02' })).toBeInTheDocument();
    expect(memberRow).toHaveTextContent('Member');
    expect(memberRow).toHaveTextContent('Never');
    expect(memberRow).toHaveTextContent('Frozen');
    expect(within(memberRow!).queryByRole('link')).not.toBeInTheDocument();
    // At the agent's own level there is nothing to go back to.
    expect(screen.queryByRole('navigation', { name: 'Downline levels' })).not.toBeInTheDocument();
  });

  it("opens a sub-agent's downline in the URL and goes back through the breadcrumb", async () => {
    const mounted = await mount(<DownlineInfoPage />, { routes: { '/arks/web/agent/downline': answer } });
    await userEvent.click(await screen.findByRole('link', { name: 'View downline (9) of subagent02' }));
    expect(mounted.navigatedTo()).toEqual(['/proxy/DownlineInfo?agent=12']);

    await mounted.goTo('/proxy/DownlineInfo?agent=12');
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({ agent_id: 12, page: 1 }),
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Downline levels' });
    expect(within(crumbs).getByText('subagent02')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('cell', { name: 'player30' })).toBeInTheDocument();

    const back = within(crumbs).getByRole('link', { name: 'My downline (agent01)' });
    expect(back).toHaveAttribute('href', '/proxy/DownlineInfo');
    await userEvent.click(back);
    expect(mounted.navigatedTo().at(-1)).toBe('/proxy/DownlineInfo');
  });

  it("opens a sub-agent's downline whole, not filtered by the account searched for above it", async () => {
    const mounted = await mount(<DownlineInfoPage />, { routes: { '/arks/web/agent/downline': answer } });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'subagent02');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({ member_account: 'subagent02' }),
    );

    await mounted.goTo('/proxy/DownlineInfo?agent=12');
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({
        agent_id: 12,
        member_account: '',
        page: 1,
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Account' })).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'player30' })).toBeInTheDocument();
  });

  it('searches by account and by registration date, from page 1', async () => {
    const many = { ...TOP, total_count: 45 };
    const mounted = await mount(<DownlineInfoPage />, { routes: { '/arks/web/agent/downline': () => ok(many) } });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({ page: 2 }));
    expect(screen.getByText('Page 2 of 3, 45 records')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), ' player2 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({ member_account: 'player2', page: 1 }),
    );

    const dates = screen.getByRole('group', { name: 'Registration date' });
    await userEvent.click(within(dates).getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/agent/downline').at(-1)).toMatchObject({
        start_date: '2026-11-24',
        end_date: '2026-11-30',
        member_account: 'player2',
      }),
    );
  });

  it('says so when the agent asked about is not in the downline, and when the member is no agent', async () => {
    const mounted = await mount(<DownlineInfoPage />, {
      search: '?agent=99',
      routes: {
        '/arks/web/agent/downline': () => refused(AgentCode.notInDownline, 'That agent is not in your downline'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That agent is not in your downline.');
    expect(mounted.bodiesTo('/arks/web/agent/downline')[0]).toMatchObject({ agent_id: 99 });
    await mounted.unmount();

    await mount(<DownlineInfoPage />, {
      routes: { '/arks/web/agent/downline': () => refused(AgentCode.notAgent, 'Agents only') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The agent centre is open to active agents only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
