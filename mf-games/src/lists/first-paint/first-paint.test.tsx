// The first paint is mf-games' own page drawn early: for one answer of the api, its markup must be
// what the pages render (same elements, classes and the attributes the styles read), at each layout.
import { screen } from '@testing-library/react';
import type { GameEntry, GameTypeGroup } from '@croupier/shared';
import type { FirstPaintPost } from '@croupier/shared/contracts';
import { EAGER_ART } from '../components/grid-art.js';
import { game, group, hall, mountGames, ok, siteDetail } from '../test-kit.js';
import { gameHallFragment } from './game-hall.js';
import { slotListFragment } from './slot-list.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** What the styles see of an element: its tag, classes, the attributes CSS or a picture read, its text. */
const KEPT = ['class', 'role', 'aria-selected', 'aria-pressed', 'aria-current', 'aria-hidden', 'href', 'src', 'type'];
const KEPT_IMG = ['width', 'height', 'loading', 'fetchpriority', 'placeholder'];
function shape(element: Element): string {
  const attributes = [...KEPT, ...KEPT_IMG]
    .filter((name) => element.hasAttribute(name))
    .map((name) => `${name}=${element.getAttribute(name)}`)
    .join(' ');
  const children = [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : node instanceof Element ? shape(node) : '',
    )
    .join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
}

const MAIN: GameEntry[] = Array.from({ length: 11 }, (_, i) =>
  game({
    id: i + 1,
    gp_id: 'GPR8',
    gp_name: 'R8 Games',
    game_name: { en_US: `Game ${i + 1}`, zh_CN: `游戏${i + 1}` },
    tag: i === 1 ? 'hot' : '',
    icon_light: i === 2 ? '' : `/api/game-art/${i + 1}.svg`,
  }),
);
const LABEL = { list: [{ tag: 'hot', game_list: [MAIN[1]] }], main: MAIN };
const GROUPS: GameTypeGroup[] = [
  group(2, 'Slots', [hall('GPR8', 'R8 Games'), hall('GPJD', 'JD Games'), ...MAIN.slice(0, 2)]),
  group(3, 'Live', [hall('GPX', 'X')]),
];

/** The api as the host gives it: each POST answered from the table, its bodies and headers kept. */
function apiOf(answers: Record<string, unknown>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> | undefined }[] = [];
  const post = (async (path: string, body: Record<string, unknown>, headers?: Record<string, string>) => {
    calls.push({ path, body, headers });
    return answers[path];
  }) as FirstPaintPost;
  return { post, calls };
}

async function fragmentCopies(html: string | null) {
  const box = document.body.appendChild(document.createElement('div'));
  box.innerHTML = html ?? '';
  return {
    mobile: box.querySelector('.mfg--mobile.mfg-first-paint--mobile'),
    desktop: box.querySelector('.mfg--desktop.mfg-first-paint--desktop'),
    remove: () => box.remove(),
  };
}

const parts = (root: Element | null, selectors: string[]) =>
  selectors.map((selector) => [...(root?.querySelectorAll(selector) ?? [])].map(shape));

describe("mf-games' first paint", () => {
  it.each([
    ['mobile', false],
    ['desktop', true],
  ] as const)('draws the slot list as the page does at the %s layout', async (layout, isDesktop) => {
    const { post, calls } = apiOf({ '/v2/game_label': LABEL });
    const html = await slotListFragment.render({
      path: '/slotgame',
      params: {},
      query: new URLSearchParams('gt_id=2&gp_id=GPR8&house=0'),
      site: siteDetail({ CURRENCY: 'USD,INR' }),
      language: 'zh_CN',
      currency: 'INR',
      post,
    });
    // In the guest's currency, as the lists ask in the browser.
    expect(calls.map((c) => c.body)).toEqual([
      { site_id: '1', currency: 'INR', device: 1, gp_id: 'GPR8', game_type_id: 2, house: 0 },
      { site_id: '1', currency: 'INR', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 },
    ]);
    const copies = await fragmentCopies(html);
    const fragment = copies[layout];
    copies.remove();

    await mountGames({
      at: '/slotgame?gt_id=2&gp_id=GPR8&house=0',
      isDesktop,
      language: 'zh_CN',
      routes: { '/v2/game_label': () => ok(LABEL), '/v3/game_list': () => ok(GROUPS) },
    });
    await screen.findByText('游戏1');
    const app = document.querySelector('.mfg');
    const selectors = [
      '.mfg-page__head',
      '.mfg-toolbar',
      '.mfg-tabs',
      '.mfg-filter',
      `.mfg-card:nth-child(-n + ${EAGER_ART})`,
    ];
    expect(parts(fragment, selectors)).toEqual(parts(app, selectors));
    expect(fragment?.querySelectorAll('.mfg-card')).toHaveLength(EAGER_ART);
    expect(fragment?.firstElementChild?.className).toBe(app?.firstElementChild?.className);
  });

  it.each([
    ['mobile', false],
    ['desktop', true],
  ] as const)('draws the hall head as the page does at the %s layout', async (layout, isDesktop) => {
    const { post, calls } = apiOf({ '/v3/game_list': GROUPS });
    const html = await gameHallFragment.render({
      path: '/gameHall/2',
      params: { id: '2' },
      query: new URLSearchParams(),
      site: siteDetail({ CURRENCY: 'USD' }),
      language: 'en_US',
      currency: 'USD',
      post,
    });
    expect(calls.map((c) => c.path)).toEqual(['/v3/game_list', '/v3/game_list']);
    const copies = await fragmentCopies(html);
    const fragment = copies[layout];
    copies.remove();

    await mountGames({ at: '/gameHall/2', isDesktop, routes: { '/v3/game_list': () => ok(GROUPS) } });
    await screen.findByText('JD Games');
    const app = document.querySelector('.mfg');
    const selectors = ['.mfg-types', '.mfg-page__head'];
    expect(parts(fragment, selectors)).toEqual(parts(app, selectors));
    expect(fragment?.textContent).toContain('R8 Games');
  });

  it('draws one desktop copy with DESKTOP_LOCK, and nothing without a provider, games or a known type', async () => {
    const { post, calls } = apiOf({ '/v2/game_label': LABEL, '/v3/game_list': GROUPS });
    const request = { path: '/slotgame', params: {}, language: 'en_US' as const, currency: 'USD', post };
    const locked = await slotListFragment.render({
      ...request,
      query: new URLSearchParams('gp_id=GPR8'),
      site: siteDetail({ CURRENCY: 'USD', DESKTOP_LOCK: true }),
    });
    const box = document.body.appendChild(document.createElement('div'));
    box.innerHTML = locked ?? '';
    expect([...box.children].map((c) => c.className)).toEqual(['mf-games mfg mfg--desktop']);
    expect(calls).toHaveLength(1);

    const site = siteDetail({ CURRENCY: 'USD' });
    expect(await slotListFragment.render({ ...request, query: new URLSearchParams('gt_id=2'), site })).toBeNull();
    const noCurrency = { ...request, currency: null, query: new URLSearchParams('gp_id=GPR8'), site };
    expect(await slotListFragment.render(noCurrency)).toBeNull();
    const empty = apiOf({ '/v2/game_label': { list: [], main: [] } });
    expect(
      await slotListFragment.render({ ...request, post: empty.post, query: new URLSearchParams('gp_id=GPR8'), site }),
    ).toBeNull();
    expect(
      await gameHallFragment.render({
        ...request,
        path: '/gameHall/77',
        params: { id: '77' },
        query: new URLSearchParams(),
        site,
      }),
    ).toBeNull();
  });

  it('writes what the api says as text, never as markup', async () => {
    const evil = [group(2, '<img src=x onerror=alert(1)>', [hall('GPR8', '"><script>x</script>')])];
    const { post } = apiOf({ '/v3/game_list': evil });
    const html = await gameHallFragment.render({
      path: '/gameHall/2',
      params: { id: '2' },
      query: new URLSearchParams(),
      site: siteDetail({ CURRENCY: 'USD' }),
      language: 'en_US',
      currency: 'USD',
      post,
    });
    const box = document.body.appendChild(document.createElement('div'));
    box.innerHTML = html ?? '';
    expect(box.querySelector('script, img[src="x"]')).toBeNull();
    expect(box.querySelector('.mfg-page__title')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
