import { fireEvent, screen, within } from '@testing-library/react';
import type { Permission } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import type { AgentApplicationView, AgentPlan } from './types.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const AT = Date.UTC(2026, 11, 7, 10);
const READ: Permission[] = ['sites.read', 'agents.read'];
const ALL: Permission[] = [...READ, 'agents.decide', 'agents.settle'];

const SITES = ok({
  items: [
    { site_id: '1', site_name: 'Lucky Seven', modules: [] },
    { site_id: '2', site_name: 'Golden Hall', modules: [] },
  ],
});

const application = (overrides: Partial<AgentApplicationView>): AgentApplicationView => ({
  id: 1,
  member_id: 11,
  member_account: 'friend02',
  status: 'pending',
  contact_name: 'Frank',
  contact_phone: '+14155550111',
  contact_email: 'frank@example.com',
  message: 'I run a poker club.',
  created_at: AT,
  decided_at: null,
  ...overrides,
});

const APPLICATIONS = ok({
  items: [
    application({
      id: 7,
      member_account: 'hostile01',
      contact_name: HOSTILE,
      message: `${HOSTILE}<script>alert(2)</script>`,
    }),
    application({ id: 3, member_account: 'old01', status: 'approved', decided_at: AT }),
  ],
  total: 2,
});

const PLAN: AgentPlan = {
  currency: 'USD',
  active_min_valid_bet: '50.00',
  transfer_min: '5.00',
  transfer_max: '900.50',
  tiers: [
    { tier: 1, min_net_revenue: '0.00', min_active_members: 1, rate: '12.50' },
    { tier: 2, min_net_revenue: '1000.00', min_active_members: 5, rate: '30.00' },
  ],
};

const DOMAIN = {
  host: 'agent-a.example.com',
  agent_id: 5,
  agent_account: 'agent01',
  currency: 'INR',
  enabled: true,
  created_at: AT,
};

const routes = (permissions: Permission[] = ALL, extra: Routes = {}): Routes => ({
  ...signedIn(operator({ permissions })),
  'GET /sites': SITES,
  'GET /sites/1/agents/applications': APPLICATIONS,
  'GET /sites/1/agents/plans': ok({ items: [PLAN] }),
  'GET /sites/1/agents/domains': ok({ items: [DOMAIN] }),
  ...extra,
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the agents page', () => {
  it('shows what an applicant typed as text: markup makes no element', async () => {
    const { container } = renderConsole('/agents', routes());
    const card = (await screen.findByRole('heading', { level: 3, name: /hostile01/ })).closest('article')!;
    expect(within(card).getByText(HOSTILE)).toBeInTheDocument();
    expect(within(card).getByText(`${HOSTILE}<script>alert(2)</script>`)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('lists the applications pending first, the plans with their tiers, and the agent domains', async () => {
    renderConsole('/agents', routes(READ));
    const cards = await screen.findAllByRole('article', { name: /hostile01|old01/ });
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'hostile01 Pending',
      'old01 Approved',
    ]);
    expect(within(cards[0]!).getByText('+14155550111')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown.')).toBeInTheDocument();

    const plan = (await screen.findByRole('heading', { level: 3, name: 'Plan for USD' })).closest('article')!;
    expect(within(plan).getByText('$900.50')).toBeInTheDocument();
    const tiers = within(within(plan).getByRole('table', { name: 'Tiers of the plan for USD' })).getAllByRole('row');
    expect(tiers.slice(1).map((row) => row.textContent)).toEqual(['1$0.00112.50 %', '2$1,000.00530.00 %']);

    const domains = within(await screen.findByRole('region', { name: 'Agent domains' }));
    expect(domains.getByRole('rowheader', { name: 'agent-a.example.com' })).toBeInTheDocument();
    expect(domains.getByText('agent01')).toBeInTheDocument();
  });

  it('hides every action without agents.decide and agents.settle', async () => {
    const { user } = renderConsole(
      '/agents',
      routes(READ, { 'GET /sites/1/agents/settlements': ok({ list: [], total_count: 0 }) }),
    );
    await screen.findByRole('heading', { level: 3, name: /hostile01/ });
    await screen.findByRole('heading', { level: 3, name: 'Plan for USD' });
    await screen.findByRole('rowheader', { name: 'agent-a.example.com' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit the plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a domain' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Agent account'), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Show the months' }));
    expect(await screen.findByText('No month yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settle the month' })).not.toBeInTheDocument();
  });

  it('approves with its reason, sent once, and says so', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const { user, callsTo } = renderConsole(
      '/agents',
      routes(ALL, {
        'POST /sites/1/agents/applications/7/decision': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Decision on the application of hostile01' }));
    await user.click(form.getByRole('button', { name: 'Approve' }));
    expect(await form.findByText('Say why (up to 500 characters).')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/agents/applications/7/decision')).toHaveLength(0);

    await user.type(form.getByLabelText('Reason'), '  called the applicant back  ');
    await user.click(form.getByRole('button', { name: 'Approve' }));
    await user.click(form.getByRole('button', { name: 'Approve' }));
    await user.click(form.getByRole('button', { name: 'Decline' }));
    answer(ok({ id: 7, status: 'approved', created_at: AT, decided_at: AT }));
    expect(await screen.findByText('hostile01 is an agent now: the application is approved.')).toBeInTheDocument();
    const calls = callsTo('POST /sites/1/agents/applications/7/decision');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ approve: true, reason: 'called the applicant back' });
    expect(calls[0]!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('shows the api’s words when a decision is refused (decided already)', async () => {
    const { user } = renderConsole(
      '/agents',
      routes(ALL, {
        'POST /sites/1/agents/applications/7/decision': fail(409, 'application 7 is already approved'),
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Decision on the application of hostile01' }));
    await user.type(form.getByLabelText('Reason'), 'no downline');
    await user.click(form.getByRole('button', { name: 'Decline' }));
    expect(await form.findByRole('alert')).toHaveTextContent('application 7 is already approved');
  });

  it('settles a month of an agent, and shows the 409 of a month settled already as the api says it', async () => {
    const { user, callsTo } = renderConsole(
      '/agents',
      routes(ALL, {
        'GET /sites/1/agents/settlements': ok({
          list: [
            {
              period: '2026-11',
              net_revenue: '1200.00',
              active_members: 6,
              tier: 2,
              rate: '30.00',
              commission: '360.00',
              status: 'settled',
              settled_at: AT,
            },
          ],
          total_count: 1,
        }),
        'POST /sites/1/agents/settlements': fail(409, 'agent01 has 2026-11 settled already', { period: '2026-11' }),
      }),
    );
    const lookup = within(await screen.findByRole('form', { name: "An agent's months" }));
    await user.type(lookup.getByLabelText('Agent account'), 'agent01');
    await user.click(lookup.getByRole('button', { name: 'Show the months' }));
    const months = within(await screen.findByRole('region', { name: 'Months of agent01' }));
    expect(months.getByRole('rowheader', { name: '2026-11' })).toBeInTheDocument();
    expect(months.getByText('360.00')).toBeInTheDocument();
    expect(callsTo('GET /sites/1/agents/settlements')[0]!.query.get('agent_account')).toBe('agent01');

    const settle = within(screen.getByRole('form', { name: 'Settle a month of agent01' }));
    fireEvent.change(settle.getByLabelText('Month'), { target: { value: '2026-11' } });
    await user.click(settle.getByRole('button', { name: 'Settle the month' }));
    expect(await settle.findByRole('alert')).toHaveTextContent('agent01 has 2026-11 settled already');
    expect(callsTo('POST /sites/1/agents/settlements').map((call) => call.body)).toEqual([
      { agent_account: 'agent01', period: '2026-11' },
    ]);
  });

  it('removes an agent domain after its confirmation, with DELETE and the CSRF token', async () => {
    const { user, callsTo } = renderConsole(
      '/agents',
      routes(ALL, { 'DELETE /sites/1/agents/domains/agent-a.example.com': ok(DOMAIN) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove agent-a.example.com' }));
    expect(callsTo('DELETE /sites/1/agents/domains/agent-a.example.com')).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: 'Yes, remove agent-a.example.com' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(
      await screen.findByText('agent-a.example.com is removed: guests on it no longer register under its agent.'),
    ).toBeInTheDocument();
    const [call] = callsTo('DELETE /sites/1/agents/domains/agent-a.example.com');
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('adds a domain and saves a plan with its tiers', async () => {
    const { user, callsTo } = renderConsole(
      '/agents',
      routes(ALL, {
        'POST /sites/1/agents/domains': ok({ ...DOMAIN, host: 'promo.example.com', currency: 'USD' }),
        'POST /sites/1/agents/plans/USD': ok(PLAN),
      }),
    );
    const add = within(await screen.findByRole('form', { name: 'Add a domain' }));
    await user.type(add.getByLabelText('Host'), 'Promo.Example.com');
    await user.type(add.getByLabelText('Agent account'), 'agent01');
    await user.type(add.getByLabelText('Currency'), 'USD');
    await user.click(add.getByRole('button', { name: 'Add the domain' }));
    expect(await screen.findByText('promo.example.com is added for agent01.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/agents/domains')[0]!.body).toEqual({
      host: 'Promo.Example.com',
      agent_account: 'agent01',
      currency: 'USD',
    });

    await user.click(screen.getByRole('button', { name: 'Edit the plan for USD' }));
    const form = within(screen.getByRole('form', { name: 'Edit the plan for USD' }));
    const rate = within(form.getByRole('group', { name: 'Tier row 2' })).getByLabelText('Commission (%)');
    await user.clear(rate);
    await user.type(rate, '101');
    await user.click(form.getByRole('button', { name: 'Save the plan' }));
    expect(await form.findByText('Enter a percentage from 0 to 100, at most 2 decimals.')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '35');
    await user.click(form.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByText(/The plan for USD is saved/)).toBeInTheDocument();
    expect(callsTo('POST /sites/1/agents/plans/USD')[0]!.body).toEqual({
      active_min_valid_bet: '50.00',
      transfer_min: '5.00',
      transfer_max: '900.50',
      tiers: [
        { tier: 1, min_net_revenue: '0.00', min_active_members: 1, rate: '12.50' },
        { tier: 2, min_net_revenue: '1000.00', min_active_members: 5, rate: '35' },
      ],
    });
  });

  it('reads another site when one is chosen', async () => {
    const { user, callsTo } = renderConsole(
      '/agents',
      routes(ALL, {
        'GET /sites/2/agents/applications': ok({ items: [], total: 0 }),
        'GET /sites/2/agents/plans': ok({ items: [] }),
        'GET /sites/2/agents/domains': ok({ items: [] }),
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Site'), '2');
    expect(await screen.findByText('No application here.')).toBeInTheDocument();
    expect(await screen.findByText('No agent domain on this site.')).toBeInTheDocument();
    expect(callsTo('GET /sites/2/agents/applications')[0]!.query.get('offset')).toBe('0');
    expect(section('Applications').queryByRole('article')).not.toBeInTheDocument();
  });
});
