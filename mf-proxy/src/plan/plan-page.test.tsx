import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, memberLayout, ok, pageTests, refused } from '../testing/agent-test-kit.js';
import { PlanPage } from './plan-page.js';

const mount = pageTests();

describe('<PlanPage/>', () => {
  it("shows a member the tiers in the member's currency, the active-member rule and the monthly settlement", async () => {
    const mounted = await mount(<PlanPage />, {
      session: { ...MEMBER, member_currency: 'INR' },
      routes: {
        '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout({ member_currency: 'INR' }) }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Commission tiers (INR)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Tier 1', '₹0.00', '5', '25.00%'],
      ['Tier 2', '₹5,000.00', '10', '35.00%'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Tier', 'Monthly net revenue from', 'Active members from', 'Commission rate']);
    expect(
      screen.getByText('A downline member is active in a month with at least ₹100.00 of valid bets in it.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Commission is settled monthly/)).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/agent/plan')).toEqual([{ site_id: '1', currency: 'INR' }]);
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });

  it("shows a guest the page's currency and lets the guest pick another of the site's", async () => {
    const mounted = await mount(<PlanPage />, { session: null, currency: 'USD', settings: { CURRENCY: 'INR,USD' } });
    expect(await screen.findByRole('table', { name: 'Commission tiers (USD)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'INR');
    expect(await screen.findByRole('table', { name: 'Commission tiers (INR)' })).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/agent/plan')).toEqual([
      { site_id: '1', currency: 'USD' },
      { site_id: '1', currency: 'INR' },
    ]);
  });

  it("says the server's message when there is no plan, with Try again", async () => {
    let calls = 0;
    await mount(<PlanPage />, {
      routes: {
        '/arks/web/agent/plan': () =>
          ++calls === 1
            ? refused(101, 'No plan for this currency')
            : ok({ currency: 'USD', tiers: [], active_min_valid_bet: '100.00', settlement_period: 'monthly' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No plan for this currency');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no commission plan for this currency yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
