// The member centre's frame (spec 02 §2): menu groups, the current page, desktop and phone
// layouts, /Deposit alone, unknown sub-paths, the referral group's condition, the Letter badge.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberCenterApp } from './member-center-app.js';
import { mountMember, ok, oldOk, type MountOptions, type MountedMember } from './testing/member-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

async function mountApp(pathname: string, opts: MountOptions = {}) {
  mounted = await mountMember((props) => <MemberCenterApp location={props.location} />, { pathname, ...opts });
  return mounted;
}

const menu = () => screen.getByRole('navigation', { name: 'Member centre' });
const groupNames = () =>
  within(menu())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const friend = (is_friend: unknown) => ({ '/bonus_setting/check': () => oldOk({ is_friend }) });

describe('the member centre frame on desktop (the /user window)', () => {
  it('opens Info at /user: the menu on the left with Info current, the page beside it', async () => {
    const { bodiesTo } = await mountApp('/user');
    expect(await screen.findByRole('navigation', { name: 'Member centre' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo('/bonus_setting/check')).toEqual([{ member_currency: 'USD', site_id: '1' }]));
  });

  it('lists every group and page; referral only when /bonus_setting/check says is_friend', async () => {
    await mountApp('/user/MyWallet', { routes: friend(1) });
    await waitFor(() => expect(groupNames()).toContain('Refer a friend'));
    expect(groupNames()).toEqual([
      'Account',
      'My wallet',
      'Messages',
      'Funds',
      'Records',
      'Responsible gaming',
      'Refer a friend',
    ]);
    const links = within(menu()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/user/Info',
      '/user/MyWallet',
      '/user/Announcement',
      '/user/Letter',
      '/user/Deposit',
      '/user/Withdrawal',
      '/user/BindAccount',
      '/user/Transaction',
      '/user/DWRecord',
      '/user/ResponsibleGaming',
      '/user/RecommendProject',
      '/user/RecommendRecord',
      '/user/RecommendMemberSearch',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('leaves the referral group out, and its pages are not found, when is_friend is 0', async () => {
    await mountApp('/user/RecommendProject', { routes: friend(0) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(groupNames()).not.toContain('Refer a friend');
    expect(groupNames()).toHaveLength(6);
  });

  it('offers referral for is_friend 1, the value the spec names (02 §6)', async () => {
    await mountApp('/user/RecommendProject', { routes: friend(1) });
    await waitFor(() => expect(groupNames()).toContain('Refer a friend'));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it.each([0, 2, '1', true])(
    'reads is_friend %p as off (the spec: on when equal to 1): no referral group, its pages not found',
    async (isFriend) => {
      await mountApp('/user/RecommendProject', { routes: friend(isFriend) });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(groupNames()).not.toContain('Refer a friend');
    },
  );

  it('moves through the shell on a click and follows the location it passes', async () => {
    const app = await mountApp('/user/Info');
    await userEvent.click(await within(menu()).findByRole('link', { name: 'Bank accounts' }));
    expect(app.navigations).toEqual([{ to: '/user/BindAccount' }]);
    await app.goTo('/user/BindAccount');
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('region', { name: 'Bank accounts' })).toBeInTheDocument();
  });

  it('puts no second heading or region around a page that has its own (Withdrawal)', async () => {
    await mountApp('/user/Withdrawal');
    expect(await screen.findByRole('region', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Withdrawal' })).toHaveLength(1);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('says an unknown sub-path is not a page, with a link to the menu', async () => {
    await mountApp('/user/Nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows /Deposit and /fastPayment as the Deposit page alone, without the menu', async () => {
    // The Deposit page itself is the cashier's (cashier/deposit-page.tsx): here only that it is alone.
    const app = await mountApp('/Deposit', { basePath: '/' });
    const alone = () => document.querySelector('.mfmc--alone');
    await waitFor(() => expect(alone()).not.toBeEmptyDOMElement());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    await app.goTo('/fastPayment');
    expect(alone()).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('puts the unread count on Letter as a badge, 99+ above 99, with the number in words', async () => {
    const letters = (unread_count: number) => ({
      '/arks/web/member/letter': () => ok({ list: [], total_count: unread_count, unread_count }),
    });
    await mountApp('/user/Info', { routes: letters(3) });
    const letter = await within(menu()).findByRole('link', { name: 'Letters (3 unread)' });
    expect(letter).toHaveTextContent('3');
    await mounted?.unmount();

    await mountApp('/user/Info', { routes: letters(150) });
    const many = await within(menu()).findByRole('link', { name: 'Letters (150 unread)' });
    expect(many).toHaveTextContent('99+');
  });
});

describe('the member centre frame on a phone', () => {
  it('shows the menu alone at /user', async () => {
    await mountApp('/user', { isDesktop: false });
    expect(await screen.findByRole('navigation', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows a page full width with a back link to the menu and its heading, no menu', async () => {
    const app = await mountApp('/user/Announcement', {
      isDesktop: false,
      routes: { '/arks/web/announcement/member': () => ok({ web_announcement_list: [], total_count: 0 }) },
    });
    const page = await screen.findByRole('region', { name: 'Announcements' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const back = within(page).getByRole('link', { name: 'Back to the menu' });
    expect(back).toHaveAttribute('href', '/user');
    await userEvent.click(back);
    expect(app.navigations).toEqual([{ to: '/user' }]);
  });

  it('says an unknown sub-path is not a page, with the way back', async () => {
    await mountApp('/user/Nowhere', { isDesktop: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute('href', '/user');
  });
});
