import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, MEMBER_LAYOUT_KEY, type PromotionApplyResult, type PromotionDetail } from '@croupier/shared';
import { PromotionsApp } from '../frame/promotions-app.js';
import { detail, ok, pageTests, refused, type MountOptions } from './test-kit.js';

const mount = pageTests();

/** Mounts /discount/1 (the whole app, for its h2) with the detail answering `first`, then `after` once applied. */
async function open(
  first: PromotionDetail | object,
  opts: MountOptions & { apply?: () => unknown; after?: PromotionDetail } = {},
) {
  const { apply, after, search = '', ...rest } = opts;
  let applied = false;
  const events: string[] = [];
  const page = await mount((props) => <PromotionsApp location={props.location} />, {
    pathname: '/discount/1',
    search,
    beforeMount: (props) => {
      props.bus.on(BusEvent.walletRefreshRequested, () => events.push('wallet'));
      props.bus.on(BusEvent.openLogin, (payload) => events.push(`login ${payload.target}`));
    },
    routes: {
      '/arks/web/promotion/detail': () => ('code' in first ? first : ok(applied && after ? after : first)),
      '/arks/web/promotion/apply': () => {
        applied = true;
        return apply?.() ?? ok({ status: 'pending', bonus: '0.00', balance: null });
      },
    },
    ...rest,
  });
  return { page, events };
}

describe('/discount/:id', () => {
  it('shows the promotion under its title with the period and the sanitised rules, and leads back to the list', async () => {
    const { page } = await open(
      detail({
        title: 'Welcome bonus',
        content: '<p>Deposit <b>100</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
      { search: '?category=2' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(page.bodiesTo('/arks/web/promotion/detail')).toEqual([{ site_id: '1', id: 1 }]);
    expect(screen.getByText('2026-01-01 00:00 – 2026-12-31 23:59')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    await waitFor(() => expect(rules).toHaveTextContent('Deposit 100.'));
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('img')).not.toHaveAttribute('onerror');
    expect(document.body.innerHTML).not.toContain('alert(2)');

    const back = screen.getByRole('link', { name: 'Back to promotions' });
    expect(back).toHaveAttribute('href', '/discount?category=2');
    await userEvent.click(back);
    expect(page.navigatedTo()).toEqual(['/discount?category=2']);
  });

  it('offers nothing to do on a promotion without an application', async () => {
    await open(detail({ apply_type: 0 }));
    await screen.findByRole('heading', { level: 2, name: 'Welcome bonus' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('applies: the application is under review', async () => {
    const { page, events } = await open(detail({ apply_type: 1 }), {
      after: detail({ apply_type: 1, status: 'pending' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('Applied — under review')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    const [body] = page.bodiesTo('/arks/web/promotion/apply') as { site_id: string; id: number; request_id: string }[];
    expect(body).toMatchObject({ site_id: '1', id: 1 });
    expect(body!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toEqual([]);
  });

  it.each([
    ['approved', 'Your application was approved.'],
    ['rejected', 'Your application was not approved.'],
  ] as const)('says an application was %s', async (status, text) => {
    await open(detail({ apply_type: 1, status }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('claims the bonus: paid at once, the balance refreshed everywhere', async () => {
    const paid: PromotionApplyResult = { status: 'approved', bonus: '25.00', balance: '175.00' };
    const { page, events } = await open(detail({ apply_type: 2, bonus: '25.00' }), {
      apply: () => ok(paid),
      after: detail({ apply_type: 2, bonus: '25.00', status: 'approved' }),
    });
    await screen.findByRole('button', { name: 'Claim $25.00' });
    page.props.queryClient.setQueryData(MEMBER_LAYOUT_KEY, { member_cash: '150.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Claim $25.00' }));
    expect(await screen.findByText('Claimed: $25.00 was added to your balance.')).toBeInTheDocument();
    expect(screen.getByText('Claimed: $25.00 was added to your balance.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(events).toEqual(['wallet']);
    expect(page.props.queryClient.getQueryState(MEMBER_LAYOUT_KEY)?.isInvalidated).toBe(true);
  });

  it.each([
    [301, 'This promotion has ended'],
    [302, 'Nothing to apply for'],
    [303, 'You have claimed this already'],
    [304, 'Not offered in your currency'],
  ])('a refusal %i says the server message in the page', async (code, message) => {
    const { events } = await open(detail({ apply_type: 2, bonus: '25.00' }), { apply: () => refused(code, message) });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim $25.00' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(events).toEqual([]);
  });

  it.each([
    [1, 'Log in to apply'],
    [2, 'Log in to claim'],
  ] as const)('asks a guest to log in first (apply_type %i), coming back here', async (applyType, name) => {
    const { page, events } = await open(detail({ apply_type: applyType }), { session: null, search: '?category=1' });
    await userEvent.click(await screen.findByRole('button', { name }));
    expect(events).toEqual(['login /discount/1?category=1']);
    expect(page.bodiesTo('/arks/web/promotion/apply')).toEqual([]);
  });

  it('a promotion that is not running (101) is not found, with the way back to the list', async () => {
    await open(refused(101, 'Not found'));
    expect(await screen.findByText('This promotion does not exist or has ended.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Promotion');
    expect(screen.getByRole('link', { name: 'Back to promotions' })).toHaveAttribute('href', '/discount');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
