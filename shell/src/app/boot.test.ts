import { bootEdges as edges } from '../test/boot-edges.js';
import { ok } from '../test/fake-fetch.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { siteDetail } from '../test/site-detail.js';
import { dropRemoteFrame, remoteFrame } from '../routing/remote-frame.js';
import { boot } from './boot.js';
import { RELEASE_BUCKETS } from '@croupier/shared';
import { BUCKET_KEY } from '../remotes/release-visitor.js';

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
    // With this browser's release bucket, drawn once and kept for its next loads.
    const bucket = Number(window.localStorage.getItem(BUCKET_KEY));
    expect(fake.callsTo('/arks/web/site/detail')[0]?.body).toEqual({ site_id: '1', bucket });
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(RELEASE_BUCKETS);
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

  describe('what the remotes drew first into the HTML', () => {
    it("is kept at boot for each remote's place, and the shell asks none of their data", async () => {
      window.history.replaceState(null, '', '/slotgame?gt_id=2&gp_id=GPR8&house=0');
      const root = document.createElement('div');
      root.id = 'root';
      root.innerHTML =
        '<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main">' +
        '<div data-cr-first-paint="mf-games" inert><img src="/api/assets/games/1.svg" alt=""></div></div></div>';
      document.body.append(root);
      try {
        const { options, fake } = edges({ '/arks/web/site/detail': ok(siteDetail()) });
        const result = await boot(options);
        if (!result.ok) throw result.error;
        expect(remoteFrame('mf-games')?.querySelector('img')?.getAttribute('src')).toBe('/api/assets/games/1.svg');
        expect(remoteFrame('mf-promotions')).toBeNull();
        expect(fake.callsTo('/v2/game_label')).toHaveLength(0);
        expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
      } finally {
        dropRemoteFrame();
        root.remove();
      }
    });
  });
});
