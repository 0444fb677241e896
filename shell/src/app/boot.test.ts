import { bootEdges as edges } from '../test/boot-edges.js';
import { ok } from '../test/fake-fetch.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { siteDetail } from '../test/site-detail.js';
import { waitFor } from '@testing-library/react';
import { dropFrameBanner, frameBanner } from '../routing/home-banners-frame.js';
import { dropRemoteFrame, remoteFrame } from '../routing/remote-frame.js';
import { boot } from './boot.js';

clearStorageAfterEach();
afterEach(() => {
  document.cookie = 'i18n_redirected=; max-age=0; path=/';
  window.history.replaceState(null, '', '/'); // boot moves a non-default language to its locale path
});

describe('boot', () => {
  it('reads env.json, fetches the site detail, and builds one of each service from it', async () => {
    document.cookie = 'i18n_redirected=hi_IN; path=/';
    const { options, fake, sockets, registered } = edges({
      '/arks/web/site/detail': ok(siteDetail({ 'mf-proxy': false })),
    });

    const result = await boot(options);

    if (!result.ok) throw result.error;
    const { services } = result;
    expect(fake.callsTo('/arks/web/site/detail')[0]?.body).toEqual({ site_id: '1' });
    expect(services.stores.site.getState().detail?.site_name).toBe('Lucky Demo');
    expect(services.i18n.language).toBe('hi_IN');
    expect(services.i18n.t('header.login', { ns: 'shell' })).toBe('लॉग इन करें');
    expect(services.stores.ui.getState()).toMatchObject({ language: 'hi_IN', currency: 'INR' });
    expect(window.location.pathname).toBe('/hi-IN');
    expect(registered).toEqual(['mf_auth', 'mf_games', 'mf_member_center', 'mf_promotions']);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatchObject({ key: 'croupier', wsHost: '127.0.0.1', wsPort: 6001 });
    expect(window.__CROUPIER__?.realtimeState()).toBe('connected');
  });

  it("starts in the site's default language when the visitor has no cookie", async () => {
    const detail = siteDetail();
    detail.settings.LANGUAGE = 'ta_IN,en_US';
    const { options } = edges({ '/arks/web/site/detail': ok(detail) });
    const result = await boot(options);
    expect(result.ok && result.services.i18n.language).toBe('ta_IN');
    expect(window.location.pathname).toBe('/ta-IN');
  });

  it('reports a failure with a working i18n when the site detail cannot be had', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const { options } = edges({ '/arks/web/site/detail': { status: 503 } });
    const result = await boot(options);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.i18n?.t('boot.failed', { ns: 'shell' })).toMatch(/could not be started/);
  });

  it.each([
    ['unreachable', { status: 404 }],
    ['without a SITE_ID', { body: { SITE: 1 } }],
    ['not JSON', { body: undefined }],
  ])('reports a failure, opening no socket, when env.json is %s', async (_label, answer) => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const { options, sockets } = edges({ '/env.json': answer, '/arks/web/site/detail': ok(siteDetail()) });
    const result = await boot(options);
    expect(result).toMatchObject({ ok: false, error: expect.any(Error) });
    expect(sockets).toHaveLength(0);
  });

  it('boots in the site language with a malformed language cookie, and rewrites the cookie', async () => {
    document.cookie = 'i18n_redirected=%E0%A4%A; path=/';
    const { options } = edges({ '/arks/web/site/detail': ok(siteDetail()) });
    const result = await boot(options);
    expect(result.ok && result.services.i18n.language).toBe('en_US');
    expect(document.cookie).toContain('i18n_redirected=en_US');
  });

  describe("the home page's first banner", () => {
    const banners = ok({
      web_carousel_picture_list: [
        { id: 1, url: '/api/assets/carousel/first.svg' },
        { id: 2, url: '/api/assets/carousel/second.svg' },
      ],
    });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => [
        l.getAttribute('href'),
        l.getAttribute('fetchpriority'),
      ]);
    afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

    it("is asked from the start under the carousel's key and preloaded with high priority", async () => {
      const { options, fake } = edges({
        '/arks/web/site/detail': ok(siteDetail()),
        '/arks/web/carousel_picture': banners,
      });
      const result = await boot(options);
      if (!result.ok) throw result.error;
      // jsdom's 1024 px window: the desktop's large carousel, in the guest's currency and language.
      const currency = result.services.stores.ui.getState().currency;
      expect(currency).toBeTruthy();
      expect(fake.callsTo('/arks/web/carousel_picture').map((c) => c.body)).toEqual([
        { site_id: '1', use_type: 0, currency },
      ]);
      await waitFor(() =>
        expect(preloads()).toEqual([[`${window.location.origin}/api/assets/carousel/first.svg`, 'high']]),
      );
      const cached = result.services.queryClient.getQueryData(['mf-promotions', 'carousel', '1', 0, currency, 'en_US']);
      expect(cached).toEqual({ web_carousel_picture_list: expect.any(Array) });
    });

    it("is not preloaded again when the HTML brought it (the frame's banner is kept for the slot)", async () => {
      const root = document.createElement('div');
      root.id = 'root';
      root.innerHTML =
        '<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main"><picture class="cr-frame__banner"><img src="/api/assets/carousel/first.svg" alt="" width="1920" height="480"></picture></div></div>';
      document.body.append(root);
      try {
        const { options, fake } = edges({
          '/arks/web/site/detail': ok(siteDetail()),
          '/arks/web/carousel_picture': banners,
        });
        const result = await boot(options);
        if (!result.ok) throw result.error;
        expect(fake.callsTo('/arks/web/carousel_picture')).toHaveLength(1);
        const { queryClient } = result.services;
        await waitFor(() =>
          expect(
            queryClient.getQueryCache().findAll({ queryKey: ['mf-promotions', 'carousel'] })[0]?.state.status,
          ).toBe('success'),
        );
        await new Promise((resolve) => setTimeout(resolve, 0)); // the answer's handler has run
        expect(frameBanner()?.querySelector('img')?.getAttribute('src')).toBe('/api/assets/carousel/first.svg');
        expect(preloads()).toEqual([]);
      } finally {
        dropFrameBanner();
        root.remove();
      }
    });

    it("on a slot list: the provider's games are asked from the start and the first two arts preloaded", async () => {
      window.history.replaceState(null, '', '/slotgame?gt_id=2&gp_id=GPR8&house=0');
      const main = [1, 2, 3].map((id) => ({ id, icon_light: `/api/assets/games/${id}.svg` }));
      const { options, fake } = edges({
        '/arks/web/site/detail': ok(siteDetail()),
        '/v2/game_label': ok({ list: [], main }),
      });
      const result = await boot(options);
      if (!result.ok) throw result.error;
      const currency = result.services.stores.ui.getState().currency;
      expect(fake.callsTo('/v2/game_label').map((c) => c.body)).toEqual([
        { site_id: '1', currency, device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 },
      ]);
      await waitFor(() =>
        expect(preloads().map(([href]) => href)).toEqual(
          [1, 2].map((id) => `${window.location.origin}/api/assets/games/${id}.svg`),
        ),
      );
      expect(
        result.services.queryClient.getQueryData(['mf-games', 'game-label', currency, 'GPR8', 2, 0, 'en_US']),
      ).toMatchObject({ main });
    });

    it.each([
      ["kept for mf-games' place, and the list's first arts not preloaded again", true],
      ["the list's first two arts preloaded when the HTML brought no first paint", false],
    ])('on a slot list: %s', async (_label, drawn) => {
      window.history.replaceState(null, '', '/slotgame?gt_id=2&gp_id=GPR8&house=0');
      const root = document.createElement('div');
      root.id = 'root';
      const firstPaint = drawn
        ? '<div data-cr-first-paint="mf-games" inert><ul><li><img src="/api/assets/games/1.svg" alt=""></li></ul></div>'
        : '';
      root.innerHTML = `<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main">${firstPaint}</div></div>`;
      document.body.append(root);
      try {
        const main = [1, 2, 3].map((id) => ({ id, icon_light: `/api/assets/games/${id}.svg` }));
        const { options } = edges({
          '/arks/web/site/detail': ok(siteDetail()),
          '/v2/game_label': ok({ list: [], main }),
        });
        const result = await boot(options);
        if (!result.ok) throw result.error;
        const { queryClient } = result.services;
        await waitFor(() =>
          expect(queryClient.getQueryCache().findAll({ queryKey: ['mf-games', 'game-label'] })[0]?.state.status).toBe(
            'success',
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 0)); // the answer's handler has run
        expect(remoteFrame('mf-games') !== null).toBe(drawn);
        expect(preloads().map(([href]) => href)).toEqual(
          drawn ? [] : [1, 2].map((id) => `${window.location.origin}/api/assets/games/${id}.svg`),
        );
      } finally {
        dropRemoteFrame();
        root.remove();
      }
    });

    it('is not asked on another page', async () => {
      window.history.replaceState(null, '', '/user');
      const { options, fake } = edges({
        '/arks/web/site/detail': ok(siteDetail()),
        '/arks/web/carousel_picture': banners,
      });
      expect((await boot(options)).ok).toBe(true);
      expect(fake.callsTo('/arks/web/carousel_picture')).toHaveLength(0);
      expect(preloads()).toEqual([]);
    });
  });
});
