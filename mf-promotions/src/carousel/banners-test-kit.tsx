// Test kit of the home banners and the news page: a component mounted as the shell mounts
// mf-promotions (shared mountPage: a parcel with the real bus, stores, i18n, query client and api
// client, the toasts around it), only the api's edge answered from a table. bannerTests() sets up
// a test file's hooks and hands back the mount.
import type { Announcement, CarouselPicture, LoginSession, RemoteProps, SiteSettings } from '@croupier/shared';
import { toast } from '@croupier/shared';
import { mountPage, ok, testSiteDetail, type MountPageOptions, type TestRoutes } from '@croupier/shared/testing';
import type { ReactNode } from 'react';
import { i18nBundles } from '../i18n.js';

export { ok, refused } from '@croupier/shared/testing';

export const picture = (id: number, over: Partial<CarouselPicture> = {}): CarouselPicture => ({
  id,
  url: `/api/pictures/banner-${id}.png`,
  title: `Banner title ${id}`,
  link_type: 0,
  link_method: 0,
  link_url: `https://example.com/promo/${id}`,
  game_link_parameter: null,
  sort: 100 - id,
  ...over,
});

export const announcement = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `News ${id}`,
  content: `<p>Text of news ${id}</p>`,
  display_before_login: 1,
  display_after_login: 1,
  sort: 0,
  created_at: Date.UTC(2026, 0, id, 12, 0),
  ...over,
});

const BASE_ROUTES: TestRoutes = {
  '/arks/web/carousel_picture': () => ok({ web_carousel_picture_list: [] }),
  '/arks/web/announcement/marquee': () => ok({ web_announcement_list: [] }),
};

export interface MountOptions extends Partial<Pick<MountPageOptions, 'routes' | 'language' | 'pathname' | 'isDesktop' | 'currency' | 'hold'>> {
  settings?: Partial<SiteSettings>;
  session?: LoginSession;
}

export function mountBanners(node: ReactNode | ((props: RemoteProps) => ReactNode), opts: MountOptions = {}) {
  const { routes, settings = {}, session, pathname = '/', isDesktop = true, ...rest } = opts;
  return mountPage(node, {
    remote: 'mf-promotions',
    bundles: i18nBundles,
    basePath: '/',
    pathname,
    isDesktop,
    siteDetail: testSiteDetail({ site_id: '1', settings }),
    routes: { ...BASE_ROUTES, ...routes },
    ...rest,
    ...(session ? { session } : {}),
  });
}

export type MountedBanners = Awaited<ReturnType<typeof mountBanners>>;

/** A test file's hooks (act environment off: toolchain.md), unmounting and clearing toasts after each test. */
export function bannerTests(defaults: MountOptions = {}) {
  const mounted: MountedBanners[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    for (const m of mounted.splice(0)) await m.unmount();
    toast.clear();
  });
  return async (node: Parameters<typeof mountBanners>[0], opts: MountOptions = {}) => {
    const m = await mountBanners(node, { ...defaults, ...opts, routes: { ...defaults.routes, ...opts.routes } });
    mounted.push(m);
    return m;
  };
}

/** The texts of the toasts on screen. */
export const toastTexts = () => [...document.querySelectorAll('.cr-toasts [role=alert], .cr-toasts [role=status]')].map((el) => el.textContent);

/** prefers-reduced-motion for one test (jsdom has no matchMedia). Returns the undo. */
export function preferReducedMotion(reduce: boolean): () => void {
  const had = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  return () => {
    if (had) Object.defineProperty(window, 'matchMedia', had);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
