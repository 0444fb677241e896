// Test kit of the home banners and the news page: their fixtures and what the home page's calls
// answer by default; the mount and a test file's hooks are testing/mount-kit.tsx's.
import type { Announcement, CarouselPicture } from '@croupier/shared';
import { ok, type TestRoutes } from '@croupier/shared/testing';
import { mountRemote, mountTests, type MountNode, type MountOptions } from '../testing/mount-kit.js';

export { ok, refused } from '@croupier/shared/testing';
export type { MountOptions } from '../testing/mount-kit.js';

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

/** A component of the home page (at '/', a guest unless the test says otherwise). */
export const mountBanners = (node: MountNode, opts: MountOptions = {}) => mountRemote(node, '/', BASE_ROUTES, opts);

/** A test file's hooks and the mount (mountTests). */
export const bannerTests = (defaults: MountOptions = {}) => mountTests(mountBanners, defaults);

/** The texts of the toasts on screen. */
export const toastTexts = () =>
  [...document.querySelectorAll('.cr-toasts [role=alert], .cr-toasts [role=status]')].map((el) => el.textContent);

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
