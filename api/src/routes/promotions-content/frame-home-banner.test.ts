// GET /api/frame/home-banner: the home ads' pictures and the first banner of the home carousel as
// the HTML the web server puts into the shell's page frame, for the guest the request's URL prefix
// and cookies make; nothing (204) when there is neither to show; every operator text escaped.
import type { CarouselPictureList, ModelSettingEntry, TemplateConfig } from '@croupier/shared/contracts';
import { send } from '../../test/helpers.js';
import { call, dataOf, withContentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('GET /api/frame/home-banner', () => {
  const c = withContentApp();
  const frame = (query: string, cookie?: string) =>
    send(c.app, `/api/frame/home-banner?${query}`, { method: 'GET', headers: cookie ? { cookie } : {} });
  /** The first banner the carousel answers the page for (use_type 0 pc, 2 phone). */
  const firstBanner = async (use_type: 0 | 2, currency: string, lang = 'en_US') =>
    (
      await dataOf<CarouselPictureList>(
        call(c.app, '/api/arks/web/carousel_picture', { site_id: '1', use_type, currency }, { lang }),
      )
    ).web_carousel_picture_list[0];
  const escaped = (text: string) =>
    text
      .replaceAll('&', '&amp;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;');
  /** The home ads the shell asks for (its template's model_version), as the frame draws their pictures. */
  const adsFrame = async (language = 'en_US') => {
    const { model_version } = await dataOf<TemplateConfig>(
      call(c.app, '/api/template_config', { mobileTemplateName: 'H5_1' }),
    );
    const ads = await dataOf<ModelSettingEntry[]>(
      call(c.app, '/api/web/model_setting', { site_id: '1', language, model_version }),
    );
    expect(ads.length).toBeGreaterThan(0);
    // One srcset candidate: a space or comma in the URL is %-encoded.
    const picture = (url: string) =>
      `<picture><source media="(min-width: 992px)" srcset="${escaped(url.replace(/[\s,]/g, encodeURIComponent))}" width="800" height="300"><img alt="" width="800" height="300"></picture>`;
    return `<div class="cr-frame__ads cr-frame__ads--pictures">${ads.map((ad) => `<div>${picture(ad.photo_path)}</div>`).join('')}</div>`;
  };

  it("answers the home ads' pictures, then a guest's first banner as a picture: the phone's, the pc's from 992 px, sized, high priority, never lazy", async () => {
    const res = await frame('site_id=1');
    expect([res.statusCode, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    const [mobile, pc] = [await firstBanner(2, 'USD'), await firstBanner(0, 'USD')];
    expect(mobile && pc).toBeTruthy();
    expect(res.body).toBe(
      (await adsFrame()) +
        '<picture class="cr-frame__banner" data-device="all">' +
        `<source media="(min-width: 992px)" srcset="${escaped(pc!.url)}" width="1920" height="480">` +
        `<img src="${escaped(mobile!.url)}" alt="${escaped(mobile!.title)}" width="750" height="340" fetchpriority="high">` +
        '</picture>',
    );
    expect(res.body).not.toContain('loading=');
  });

  it("follows the shell's choice of language and currency: the URL's prefix, the cookies, the site's first", async () => {
    // /vi-VN: Vietnamese, whose currency the site offers (VND).
    const vietnamese = await frame('site_id=1&locale=vi-VN');
    const vnd = await firstBanner(2, 'VND', 'vi_VN');
    expect(vietnamese.body).toContain(`<img src="${escaped(vnd!.url)}" alt="${escaped(vnd!.title)}"`);
    // The ccy cookie wins over the language's currency; the language cookie names the alt's language.
    const inr = await firstBanner(2, 'INR', 'zh_CN');
    expect((await frame('site_id=1', 'ccy=INR; i18n_redirected=zh_CN')).body).toContain(
      `<img src="${escaped(inr!.url)}" alt="${escaped(inr!.title)}"`,
    );
    // The URL's prefix wins over the cookie; a currency or language the site does not offer is ignored.
    const usd = await firstBanner(2, 'USD');
    expect((await frame('site_id=1&locale=en-US', 'i18n_redirected=vi_VN; ccy=THB')).body).toContain(
      `alt="${escaped(usd!.title)}"`,
    );
    expect((await frame('site_id=1&locale=ko-KR', 'ccy=%E0%A4')).body).toContain(`alt="${escaped(usd!.title)}"`);
  });

  it("escapes the operator's picture URLs and title, and keeps the pc picture's URL one srcset candidate", async () => {
    const title = `"><script>alert('x')</script>&`;
    const url = '/api/assets/carousel/x.svg?a="b"&c=<d>,e';
    for (const use_type of [0, 2]) {
      const items = [{ url, title, link_type: 1, link_method: 0, link_url: '/discount', sort: 999 }];
      expect((await call(c.app, '/api/dev/carousel', { use_type, currency: 'INR', items })).json().code).toBe(100);
    }
    const { body } = await frame('site_id=1', 'ccy=INR');
    expect(body).toContain(`srcset="${escaped(url.replace(',', '%2C'))}"`);
    expect(body).toContain(`<img src="${escaped(url)}" alt="${escaped(title)}"`);
    expect(body).not.toMatch(/<script|alert\('/);
  });

  it("draws the ads (from 992 px) in the page's language, English where the operator wrote none in it, each picture URL escaped and one srcset candidate", async () => {
    const chinese = await adsFrame('zh_CN');
    expect((await frame('site_id=1&locale=zh-CN')).body.startsWith(chinese)).toBe(true);
    const photo_path = '/api/assets/ads/x.svg?a="b"&c=<d>,e f';
    const changed = await call(c.app, '/api/dev/content/model-setting', {
      template: 'site02',
      language: 'en_US',
      slug: 'cricket-bonus',
      photo_path,
    });
    expect(changed.json().code).toBe(100);
    const { body } = await frame('site_id=1&locale=en-US');
    expect(body).toContain(
      `<source media="(min-width: 992px)" srcset="${escaped(photo_path.replace(',', '%2C').replace(' ', '%20'))}"`,
    );
    expect(body).not.toContain('<d>');
  });

  it('shows the pc banner alone when the site locks desktop, and nothing for a site without banners or an unknown one', async () => {
    expect((await call(c.app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: true } })).json().code).toBe(100);
    const pc = await firstBanner(0, 'USD');
    const locked = await frame('site_id=1');
    expect(locked.body).toBe(
      `${await adsFrame()}<picture class="cr-frame__banner" data-device="all"><img src="${escaped(pc!.url)}" alt="${escaped(pc!.title)}" width="1920" height="480" fetchpriority="high"></picture>`,
    );
    expect((await call(c.app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: false } })).json().code).toBe(100);

    // No banner for VND on either device (those for every currency removed too): nothing to include.
    for (const use_type of [0, 2]) {
      for (const currency of ['VND', undefined]) {
        expect(
          (await call(c.app, '/api/dev/carousel', { use_type, ...(currency ? { currency } : {}), items: [] })).json()
            .code,
        ).toBe(100);
      }
    }
    // The ads alone while they are there; nothing at all once the site has none either.
    const adsOnly = await frame('site_id=1', 'ccy=VND');
    expect([adsOnly.statusCode, adsOnly.body]).toEqual([200, await adsFrame()]);
    c.app.services.db.prepare("DELETE FROM content_models WHERE site_id = '1' AND kind = 'setting'").run();
    c.app.services.readCache.invalidate('content');
    const none = await frame('site_id=1', 'ccy=VND');
    expect([none.statusCode, none.body]).toEqual([204, '']);
    expect((await frame('site_id=999')).statusCode).toBe(204);
    expect((await frame('locale=en-US')).statusCode).toBe(400);
  });
});
