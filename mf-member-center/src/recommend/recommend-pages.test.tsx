import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, type RecommendProject } from '@croupier/shared';
import { mountMember, ok } from '../testing/member-test-kit.js';
import { RecommendMemberSearchPage } from './recommend-member-search-page.js';
import { RecommendProjectPage } from './recommend-project-page.js';
import { RecommendRecordPage } from './recommend-record-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const NOW = Date.UTC(2026, 10, 25, 12, 0);

let unmount: (() => Promise<void>) | null = null;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(async () => {
  await unmount?.();
  unmount = null;
  toast.clear();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const PROJECT: RecommendProject = {
  recommend_code: 'AB12CD',
  rules: '<p>Invite <b>friends</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  reward_rate: '5.00',
  reward_cap: '200.00',
};

function clipboard(writeText: (text: string) => Promise<void>) {
  const spy = jest.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

async function mountProject() {
  const mounted = await mountMember(<RecommendProjectPage />, {
    routes: { '/arks/web/recommend/project': () => ok(PROJECT) },
  });
  unmount = mounted.unmount;
  await screen.findByText('AB12CD');
  return mounted;
}

const LINK = `${window.location.origin}/?invite=AB12CD`;

describe('<RecommendProjectPage/>', () => {
  it('shows the code, the registration link and a QR code of it with an accessible name, the reward and the rules sanitised', async () => {
    const { bodiesTo } = await mountProject();
    expect(bodiesTo('/arks/web/recommend/project')).toEqual([{ site_id: '1' }]);
    expect(screen.getByText(LINK)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of your registration link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(
      screen.getByText("Reward: 5.00% of each referred member's first deposit, at most $200.00."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('friends')).toBeInTheDocument());
    const rules = screen.getByText('friends').closest('div') as HTMLElement;
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('[onerror]')).toBeNull();
  });

  it('copies the code and the link and says so', async () => {
    const write = clipboard(async () => undefined);
    await mountProject();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(write.mock.calls).toEqual([['AB12CD'], [LINK]]);
    expect(await screen.findAllByText('Copied.')).not.toHaveLength(0);
  });

  it('asks to copy by hand when the clipboard is refused', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await mountProject();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(
      await screen.findByText('Copying is not allowed here. Select the text and copy it yourself.'),
    ).toBeInTheDocument();
  });
});

describe('<RecommendRecordPage/>', () => {
  it('lists the rewards of the range with the total reward, and pages', async () => {
    const mounted = await mountMember(<RecommendRecordPage />, {
      routes: {
        '/arks/web/recommend/record': () =>
          ok({
            list: [
              { id: 1, member_account: 'fr***01', reward_amount: '12.50', created_at: Date.UTC(2026, 10, 20, 15) },
            ],
            total_count: 21,
            total_reward: '262.50',
          }),
      },
    });
    unmount = mounted.unmount;
    const table = await screen.findByRole('table', { name: 'Referral rewards' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('fr***01');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$12.50');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-11-20 11:00:00');
    expect(screen.getByText('Total reward in this period: $262.50')).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/recommend/record')).toEqual([
      { start_date: '2026-11-19', end_date: '2026-11-25', page: 1, count: 20 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mounted.bodiesTo('/arks/web/recommend/record').at(-1)).toMatchObject({ page: 2 }));
  });
});

describe('<RecommendMemberSearchPage/>', () => {
  it('searches by account within the date range and shows whether each made the first deposit', async () => {
    const mounted = await mountMember(<RecommendMemberSearchPage />, {
      routes: {
        '/arks/web/recommend/members': (body) => {
          const { member_account } = body as { member_account: string };
          const all = [
            { member_account: 'friend01', registered_at: Date.UTC(2026, 10, 21), has_deposited: 1 },
            { member_account: 'buddy02', registered_at: Date.UTC(2026, 10, 22), has_deposited: 0 },
          ];
          const list = all.filter((m) => m.member_account.includes(member_account));
          return ok({ list, total_count: list.length });
        },
      },
    });
    unmount = mounted.unmount;
    const table = await screen.findByRole('table', { name: 'Referred members' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Yes');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('No');
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByLabelText('Account'), ' bud ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(mounted.bodiesTo('/arks/web/recommend/members').at(-1)).toEqual({
      start_date: '2026-11-19',
      end_date: '2026-11-25',
      member_account: 'bud',
      page: 1,
      count: 20,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/recommend/members').at(-1)).toMatchObject({
        start_date: '2026-10-27',
        member_account: 'bud',
      }),
    );
  });
});
