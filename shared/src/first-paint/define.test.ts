import { defineFirstPaint, pageCurrency, pageLanguage, type FirstPaintFragment } from './define.js';

type FirstPaintRequest = Parameters<FirstPaintFragment['render']>[0];
import type { SiteDetail } from '../contracts/api-types.js';

const site = { site_id: '1', settings: { LANGUAGE: 'en_US,zh_CN' } } as unknown as SiteDetail;
const post = () => Promise.reject(new Error('no api here'));

function recorder() {
  const seen: Omit<FirstPaintRequest, 'post' | 'site' | 'currency'>[] = [];
  const entry = defineFirstPaint({
    css: '.x{}',
    fragments: [
      {
        route: '/gameHall/:id',
        render: async ({ path, params, query, language }) => {
          seen.push({ path, params, query, language });
          return `<p>hall ${params.id}</p>`;
        },
      },
      { route: '/slotgame', render: async ({ query }) => `<p>${query.get('gp_id')}</p>` },
    ],
  });
  return { entry, seen };
}

describe('defineFirstPaint', () => {
  it("renders the fragment whose route the page's path matches, with its parameters and query", async () => {
    const { entry, seen } = recorder();
    expect(await entry.render({ pathname: '/gameHall/3', search: '?a=1', site, post })).toBe('<p>hall 3</p>');
    expect(seen[0]?.params).toEqual({ id: '3' });
    expect(seen[0]?.query.get('a')).toBe('1');
    expect(await entry.render({ pathname: '/slotgame/', search: 'gp_id=GPR8', site, post })).toBe('<p>GPR8</p>');
    expect(entry.css).toBe('.x{}');
  });

  it('reads the language prefix off the path and chooses the language as the shell does', async () => {
    const { entry, seen } = recorder();
    await entry.render({ pathname: '/zh-CN/gameHall/2', search: '', site, post });
    expect(seen[0]).toMatchObject({ path: '/gameHall/2', language: 'zh_CN' });
    await entry.render({ pathname: '/gameHall/2', search: '', cookie: 'a=b; i18n_redirected=zh_CN', site, post });
    expect(seen[1]?.language).toBe('zh_CN');
    // A language the site does not offer: the site's first.
    await entry.render({ pathname: '/ja-JP/gameHall/2', search: '', site, post });
    expect(seen[2]?.language).toBe('en_US');
  });

  it('answers null for a page none of its routes draws, or a malformed parameter', async () => {
    const { entry } = recorder();
    for (const pathname of ['/', '/gameHall', '/gameHall/2/x', '/user/Info', '/gameHall/%E0%A4%A']) {
      expect(await entry.render({ pathname, search: '', site, post })).toBeNull();
    }
  });
});

describe('pageLanguage', () => {
  it('prefers the prefix, then the cookie, then the first offered', () => {
    const settings = { LANGUAGE: 'vi_VN,en_US' };
    expect(pageLanguage(settings, 'en-US', 'i18n_redirected=vi_VN')).toBe('en_US');
    expect(pageLanguage(settings, undefined, 'i18n_redirected=en_US')).toBe('en_US');
    expect(pageLanguage(settings, undefined, 'i18n_redirected=%E0')).toBe('vi_VN');
  });
});

describe('pageCurrency', () => {
  const settings = { LANGUAGE: 'vi_VN,en_US', CURRENCY: 'VND,USD' };
  it("takes the currency cookie's when the site offers it, else the language's", () => {
    expect(pageCurrency(settings, 'en_US', 'ccy=USD')).toBe('USD');
    expect(pageCurrency(settings, 'en_US', 'ccy=EUR')).toBe('USD');
    expect(pageCurrency({ ...settings, CURRENCY: 'VND' }, 'en_US', 'ccy=EUR')).toBe('VND');
    expect(pageCurrency(settings, 'vi_VN', undefined)).toBe('VND');
    expect(pageCurrency({ LANGUAGE: 'en_US', CURRENCY: 'INR' }, 'en_US', undefined)).toBe('INR');
    expect(pageCurrency({ LANGUAGE: 'en_US', CURRENCY: '' }, 'en_US', undefined)).toBe('USD');
  });

  it("is given to the fragment with the page's language", async () => {
    const seen: (string | null)[] = [];
    const entry = defineFirstPaint({
      css: '',
      fragments: [{ route: '/', render: async ({ currency }) => (seen.push(currency), '') }],
    });
    const vnd = { site_id: '1', settings } as unknown as SiteDetail;
    await entry.render({ pathname: '/en-US', search: '', cookie: 'ccy=USD', site: vnd, post });
    await entry.render({ pathname: '/', search: '', site: vnd, post });
    expect(seen).toEqual(['USD', 'VND']);
  });
});

describe("a fragment's api", () => {
  it("asks in the page's language and gets the answer's data, or a throw when refused", async () => {
    const sent: unknown[] = [];
    const entry = defineFirstPaint({
      css: '',
      fragments: [
        {
          route: '/',
          render: async ({ post }) => {
            const data = await post<{ n: number }>('/v3/game_list', { a: 1 });
            await expect(post('/refused', {})).rejects.toMatchObject({ code: 401 });
            return `<p>${data.n}</p>`;
          },
        },
      ],
    });
    const fetchJson = async (
      path: string,
      body: Record<string, unknown>,
      headers: Readonly<Record<string, string>>,
    ) => {
      sent.push({ path, body, headers });
      return path === '/refused'
        ? { code: 401, message: 'no', data: null }
        : { code: 100, message: 'success', data: { n: 7 } };
    };
    expect(await entry.render({ pathname: '/zh_CN', search: '', site, post: fetchJson })).toBe('<p>7</p>');
    expect(sent[0]).toEqual({ path: '/v3/game_list', body: { a: 1 }, headers: { lang: 'zh_CN' } });
  });
});
