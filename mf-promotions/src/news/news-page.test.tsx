// /main/:id: the announcement in the site's zone with its sanitised HTML, the latest news beside
// it (the current one marked, pages of NEWS_PAGE_SIZE), and a not-found answer (101) with a link home.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PromotionCode } from '@croupier/shared';
import { announcement, bannerTests, ok, refused } from '../carousel/banners-test-kit.js';
import { NewsPage } from './news-page.js';
import { NEWS_PAGE_SIZE } from '../constants.js';

const mount = bannerTests({ pathname: '/main/3' });

const newsPage = (page: number) =>
  Array.from({ length: page === 1 ? NEWS_PAGE_SIZE : 2 }, (_, i) => announcement((page - 1) * NEWS_PAGE_SIZE + i + 1));
const routes = {
  '/arks/web/announcement/detail': (body: unknown) =>
    ok(
      announcement((body as { id: number }).id, {
        title: 'Cup final',
        content: '<p>Played <b>tonight</b></p><script>alert(1)</script>',
        created_at: Date.UTC(2026, 5, 1, 20, 0),
      }),
    ),
  '/arks/web/announcement/news': (body: unknown) =>
    ok({ web_announcement_list: newsPage((body as { page: number }).page), total_count: NEWS_PAGE_SIZE + 2 }),
};

describe('<NewsPage/>', () => {
  it('shows the announcement dated in the site zone, sanitised, with the latest news beside it', async () => {
    const mounted = await mount(<NewsPage id={3} />, { routes, settings: { TIMEZONE: 'Asia/Kolkata' } });
    const article = await screen.findByRole('article', { name: 'Cup final' });
    // 20:00 UTC is 01:30 the next day in Kolkata.
    expect(article).toHaveTextContent('2026-06-02 01:30');
    await waitFor(() => expect(within(article).getByText('tonight')).toBeInTheDocument());
    expect(article.querySelector('script')).toBeNull();
    expect(mounted.bodiesTo('/arks/web/announcement/detail')).toEqual([{ site_id: '1', id: 3 }]);

    const latest = await screen.findByRole('complementary', { name: 'Latest news' });
    const links = within(latest).getAllByRole('link');
    expect(links).toHaveLength(NEWS_PAGE_SIZE);
    expect(within(latest).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/main/3');
    expect(mounted.bodiesTo('/arks/web/announcement/news')).toEqual([{ site_id: '1', page: 1, count: NEWS_PAGE_SIZE }]);

    fireEvent.click(within(latest).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(2));
    expect(within(latest).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(mounted.bodiesTo('/arks/web/announcement/news')).toContainEqual({
      site_id: '1',
      page: 2,
      count: NEWS_PAGE_SIZE,
    });

    fireEvent.click(within(latest).getByRole('link', { name: /News 11/ }));
    expect(mounted.navigatedTo()).toEqual(['/main/11']);
  });

  it('says so when the news does not exist (101), with a link home', async () => {
    const mounted = await mount(<NewsPage id={99} />, {
      routes: { ...routes, '/arks/web/announcement/detail': () => refused(PromotionCode.notFound, 'not found') },
    });
    expect(await screen.findByText('This news item does not exist.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(mounted.navigatedTo()).toEqual(['/']);
  });
});
