import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromotionList } from '@croupier/shared';
import { useBulletinHistory } from '../bulletin/history-store.js';
import { PromotionsApp } from '../frame/promotions-app.js';
import { card, ok, pageTests, refused } from './test-kit.js';

const mount = pageTests();

const LIST: PromotionList = {
  categories: [
    { id: 1, name: 'Welcome', sort: 2 },
    { id: 2, name: 'Sports', sort: 1 },
  ],
  list: [
    card({ id: 1, category_id: 1, title: 'Welcome bonus', apply_type: 2 }),
    card({ id: 2, category_id: 2, title: 'Weekend cashback', apply_type: 1, end_at: null }),
    card({ id: 3, category_id: 2, title: 'World cup', start_at: '2099-06-01 12:00:00', end_at: null }),
  ],
};

const open = (search = '', routes = {}) =>
  mount((props) => <PromotionsApp location={props.location} />, {
    pathname: '/discount',
    search,
    routes: { '/arks/web/promotion/list': () => ok(LIST), ...routes },
  });

const titles = () =>
  within(screen.getByRole('list', { name: 'Promotions' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('/discount', () => {
  it("lists the promotions of the member's currency, each card a link to its page with its period and badge", async () => {
    const page = await open();
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(page.bodiesTo('/arks/web/promotion/list')).toEqual([{ site_id: '1', currency: 'USD' }]);
    expect(titles()).toEqual(['Welcome bonus', 'Weekend cashback', 'World cup']);

    const welcome = screen.getByRole('link', { name: /Welcome bonus/ });
    expect(welcome).toHaveAttribute('href', '/discount/1');
    expect(within(welcome).getByText('Claim bonus')).toBeInTheDocument();
    expect(within(welcome).getByText('2026-01-01 00:00 – 2026-12-31 23:59')).toBeInTheDocument();
    const picture = welcome.querySelector('img')!;
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '320');

    const weekend = screen.getByRole('link', { name: /Weekend cashback/ });
    expect(within(weekend).getByText('Apply')).toBeInTheDocument();
    expect(within(weekend).getByText('From 2026-01-01 00:00 · No end date')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /World cup/ })).getByText('Starts 2099-06-01 12:00 · No end date'),
    ).toBeInTheDocument();

    await userEvent.click(weekend);
    expect(page.navigatedTo()).toEqual(['/discount/2']);
  });

  it('asks a guest with the currency the page shows', async () => {
    const page = await mount(<PromotionsApp location={{ pathname: '/discount', search: '', hash: '' }} />, {
      session: null,
      currency: 'INR',
      routes: { '/arks/web/promotion/list': () => ok(LIST) },
    });
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(page.bodiesTo('/arks/web/promotion/list')).toEqual([{ site_id: '1', currency: 'INR' }]);
  });

  it('filters by category through the address, so the choice survives a reload and the back button', async () => {
    const page = await open();
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    const filter = screen.getByRole('group', { name: 'Categories' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'Sports' }));
    expect(page.navigatedTo()).toEqual(['/discount?category=2']);
    await page.goTo('/discount?category=2');
    await waitFor(() => expect(titles()).toEqual(['Weekend cashback', 'World cup']));
    expect(within(filter).getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // A card opened from a category leads back to it.
    expect(screen.getByRole('link', { name: /Weekend cashback/ })).toHaveAttribute('href', '/discount/2?category=2');

    await userEvent.click(within(filter).getByRole('button', { name: 'All' }));
    expect(page.navigatedTo()).toEqual(['/discount?category=2', '/discount']);
    await page.goTo('/discount');
    await waitFor(() => expect(titles()).toHaveLength(3));
    // Only one list call serves every category.
    expect(page.bodiesTo('/arks/web/promotion/list')).toHaveLength(1);
  });

  it('opens on the category of the address', async () => {
    await open('?category=1');
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(titles()).toEqual(['Welcome bonus']);
  });

  it('shows all for a category the list does not have', async () => {
    await open('?category=99');
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when there is nothing to show', async () => {
    await open('', { '/arks/web/promotion/list': () => ok({ categories: [], list: [] }) });
    expect(await screen.findByText('There are no promotions right now.')).toBeInTheDocument();
  });

  it('says why the list failed and tries again', async () => {
    let calls = 0;
    await open('', {
      '/arks/web/promotion/list': () => (++calls === 1 ? refused(500, 'Promotions are resting') : ok(LIST)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Promotions are resting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('opens the bulletin history', async () => {
    useBulletinHistory.getState().closeHistory();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Bulletin history' }));
    expect(useBulletinHistory.getState().open).toBe(true);
    useBulletinHistory.getState().closeHistory();
  });

  it('keeps exactly one h2, the page heading', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Promotions']);
  });
});
