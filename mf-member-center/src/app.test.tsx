import { screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import remote from './app.js';
import { MEMBER, memberLayout, ok, oldOk } from './testing/member-test-kit.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("mf-member-center './app'", () => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-member-center');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it('mounts as a parcel at its route, follows the location the shell passes, and unmounts', async () => {
    const fetch = routeFetch({
      '/member/profile/common/layout': () => ok({ member_common_layout: memberLayout() }),
      '/bonus_setting/check': () => oldOk({ is_friend: 0 }),
      '/arks/web/member/letter': () => ok({ list: [], total_count: 0, unread_count: 0 }),
      '/member/profile/my_cash': () => oldOk({ my_cash_list: [], total: '0.00' }),
    });
    const mounted = await mountRemote(remote, {
      basePath: '/user',
      pathname: '/user/MyWallet',
      fetch,
      session: MEMBER,
      siteDetail: testSiteDetail({ site_id: '1' }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');

    await mounted.goTo('/user/Deposit');
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page'),
    );

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
