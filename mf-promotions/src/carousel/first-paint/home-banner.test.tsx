// The home banner's first paint is the carousel's own first banner drawn early: for one answer of
// the api, its box and picture must be what the carousel renders, at each layout.
import { screen } from '@testing-library/react';
import { CAROUSEL_USE_TYPE, type CarouselPicture, type SiteDetail } from '@croupier/shared';
import type { FirstPaintPost } from '@croupier/shared/contracts';
import { bannerTests, ok, picture } from '../banners-test-kit.js';
import { HomeBanners } from '../../home-banners.js';
import { homeBannerFragment } from './home-banner.js';

const mount = bannerTests();

const MOBILE = [picture(1, { url: '/api/pictures/phone 1.png' }), picture(2)];
const DESKTOP = [picture(5, { title: 'Wide banner' }), picture(6)];

const site = (settings: Record<string, unknown> = {}) =>
  ({ site_id: '1', settings: { LANGUAGE: 'en_US', CURRENCY: 'USD', ...settings } }) as unknown as SiteDetail;

/** The api as the host gives it: the carousel's answers by use_type, its bodies kept. */
function apiOf(lists: Partial<Record<number, CarouselPicture[]>>) {
  const bodies: unknown[] = [];
  const post = (async (_path: string, body: { use_type: number }) => {
    bodies.push(body);
    return { web_carousel_picture_list: lists[body.use_type] ?? [] };
  }) as unknown as FirstPaintPost;
  return { post, bodies };
}

const render = (post: FirstPaintPost, settings?: Record<string, unknown>, currency: string | null = 'USD') =>
  homeBannerFragment.render({
    path: '/',
    params: {},
    query: new URLSearchParams(),
    site: site(settings),
    language: 'en_US',
    currency,
    post,
  });

/** What the styles and the browser see of the first banner: the box's classes, the picture's attributes. */
function shape(root: ParentNode, layout: 'mobile' | 'desktop') {
  const img = root.querySelector('.mfpr-carousel__slide img');
  const source = root.querySelector('.mfpr-carousel__slide source');
  const chosen = layout === 'desktop' && source ? source : img;
  return {
    boxes: [...root.querySelectorAll('.mfpr-home, .mfpr-carousel, .mfpr-carousel__viewport, .mfpr-carousel__track')]
      .map((el) => [...el.classList].filter((name) => !name.startsWith('mfpr-first-paint')).join(' '))
      .join(' > '),
    slide: img?.closest('.mfpr-carousel__slide')?.className,
    url: chosen?.getAttribute(chosen === source ? 'srcset' : 'src')?.replaceAll('%20', ' '),
    alt: img?.getAttribute('alt'),
    size: [chosen?.getAttribute('width'), chosen?.getAttribute('height')],
    priority: img?.getAttribute('fetchpriority'),
  };
}

function fragmentBox(html: string | null) {
  const box = document.createElement('div');
  box.innerHTML = html ?? '';
  return box;
}

describe("mf-promotions' first paint", () => {
  it.each([
    ['mobile', false],
    ['desktop', true],
  ] as const)("draws the carousel's first banner as the carousel does at the %s layout", async (layout, isDesktop) => {
    const { post, bodies } = apiOf({ [CAROUSEL_USE_TYPE.mobile]: MOBILE, [CAROUSEL_USE_TYPE.desktopLarge]: DESKTOP });
    const fragment = fragmentBox(await render(post));
    expect(bodies).toEqual([
      { site_id: '1', use_type: CAROUSEL_USE_TYPE.mobile, currency: 'USD' },
      { site_id: '1', use_type: CAROUSEL_USE_TYPE.desktopLarge, currency: 'USD' },
    ]);

    const list = isDesktop ? DESKTOP : MOBILE;
    await mount(<HomeBanners />, {
      isDesktop,
      currency: 'USD',
      routes: { '/arks/web/carousel_picture': () => ok({ web_carousel_picture_list: list }) },
    });
    await screen.findByRole('img', { name: list[0]?.title });
    const drawn = shape(document, layout);
    expect(shape(fragment, layout)).toEqual({ ...drawn, alt: MOBILE[0]?.title });
    expect(drawn.alt).toBe(list[0]?.title);
  });

  it("draws the desktop's banner alone with DESKTOP_LOCK, and nothing without a phone's banner or a currency", async () => {
    const both = { [CAROUSEL_USE_TYPE.mobile]: MOBILE, [CAROUSEL_USE_TYPE.desktopLarge]: DESKTOP };
    const locked = apiOf(both);
    const fragment = fragmentBox(await render(locked.post, { DESKTOP_LOCK: true }));
    expect(locked.bodies).toEqual([{ site_id: '1', use_type: CAROUSEL_USE_TYPE.desktopLarge, currency: 'USD' }]);
    expect(fragment.querySelector('.mfpr-first-paint--desktop img')?.getAttribute('src')).toBe(DESKTOP[0]?.url);
    expect(fragment.querySelector('source')).toBeNull();

    const mobileOnly = fragmentBox(await render(apiOf({ [CAROUSEL_USE_TYPE.mobile]: MOBILE }).post));
    expect(mobileOnly.querySelector('.mfpr-first-paint--mobile-only img')).not.toBeNull();
    expect(await render(apiOf({ [CAROUSEL_USE_TYPE.desktopLarge]: DESKTOP }).post)).toBeNull();
    expect(await render(apiOf(both).post, {}, null)).toBeNull();
  });

  it('escapes what the api wrote', async () => {
    const hostile = picture(9, { url: '/a.png" onerror="x', title: '<b>"hi"</b>' });
    const html = await render(apiOf({ [CAROUSEL_USE_TYPE.mobile]: [hostile] }).post);
    const img = fragmentBox(html).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/a.png" onerror="x');
    expect(img?.getAttribute('alt')).toBe('<b>"hi"</b>');
    expect(img?.hasAttribute('onerror')).toBe(false);
  });
});
