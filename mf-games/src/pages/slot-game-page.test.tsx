import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent, type GameEntry } from '@croupier/shared';
import { EAGER_ART, GRID_CHUNK } from '../lists/components/game-grid.js';
import { MEMBER, game, group, hall, mountGames, ok, refused } from '../lists/test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

const AT = '/slotgame?gt_id=2&gp_id=GPR8&house=0';

const MAIN = [
  game({ id: 1, game_name: { en_US: 'Dragon Gold', zh_CN: '金龙' } }),
  game({ id: 2, game_name: { en_US: 'Lucky Koi' } }),
  game({ id: 3, game_name: 'Fortune Tiger', tag: 'hot' }),
  game({ id: 4, game_name: { en_US: 'Golden Dragon Nights', zh_CN: '黄金龙之夜' }, member_favorite: 1 }),
  game({ id: 5, game_name: 'Moon Rabbit', tag: 'new' }),
];

function labelRoute(main: GameEntry[] = MAIN) {
  // The server's view of the member's favourites, changed by favorite/store.
  const favorites = new Set(main.filter((g) => g.member_favorite === 1).map((g) => g.id));
  return {
    favorites,
    route: () =>
      ok({
        list: [
          { tag: 'hot', game_list: main.filter((g) => g.tag === 'hot') },
          { tag: 'new', game_list: main.filter((g) => g.tag === 'new') },
        ],
        main: main.map((g) => ({ ...g, member_favorite: favorites.has(g.id) ? 1 : 0 })),
      }),
  };
}

const names = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('button')
    .filter((b) => !b.hasAttribute('aria-pressed') && b.closest('.mfg-card'))
    .map((b) => b.querySelector('.mfg-card__name')?.textContent);

describe('SlotGamePage', () => {
  it("lists the provider's games, asked with the page's currency, device and the query", async () => {
    const { route } = labelRoute();
    const games = await mountGames({
      at: AT,
      routes: { '/v2/game_label': route, '/v3/game_list': () => ok([group(2, 'Slots', [hall('GPR8', 'R8 Games')])]) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'R8 Games' })).toBeInTheDocument();
    const panel = await screen.findByRole('tabpanel', { name: 'All games' });
    await waitFor(() =>
      expect(names(panel)).toEqual([
        'Dragon Gold',
        'Lucky Koi',
        'Fortune Tiger',
        'Golden Dragon Nights',
        'Moon Rabbit',
      ]),
    );
    expect(games.bodiesTo('/v2/game_label')).toEqual([
      { site_id: '1', currency: 'USD', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 },
    ]);
    expect(screen.getByRole('link', { name: /Back to Slots/ })).toHaveAttribute('href', '/gameHall/2');
    await games.unmount();
  });

  it("marks what it draws busy while the games load (the shell keeps the page's first paint over it until then)", async () => {
    const { route } = labelRoute();
    let answer = () => undefined as void;
    const games = await mountGames({
      at: AT,
      routes: { '/v2/game_label': route, '/v3/game_list': () => ok([group(2, 'Slots', [hall('GPR8', 'R8 Games')])]) },
      hold: (path) => (path === '/v2/game_label' ? new Promise<void>((resolve) => (answer = resolve)) : undefined),
    });
    expect(await screen.findByText('Loading games…')).toBeInTheDocument();
    expect(document.querySelector('.mfg [aria-busy="true"]')).not.toBeNull();
    answer();
    await screen.findByText('Dragon Gold');
    expect(document.querySelector('.mfg [aria-busy="true"]')).toBeNull();
    await games.unmount();
  });

  it('narrows to the hot or new label', async () => {
    const user = userEvent.setup();
    const games = await mountGames({ at: AT, routes: { '/v2/game_label': labelRoute().route } });
    const panel = await screen.findByRole('tabpanel', { name: 'All games' });
    await user.click(await within(panel).findByRole('button', { name: 'Hot' }));
    expect(within(panel).getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(names(panel)).toEqual(['Fortune Tiger']);
    await user.click(within(panel).getByRole('button', { name: 'New' }));
    expect(names(panel)).toEqual(['Moon Rabbit']);
    await user.click(within(panel).getByRole('button', { name: 'All' }));
    expect(names(panel)).toHaveLength(5);
    await games.unmount();
  });

  it('searches by the name shown in the page language, falling back to English', async () => {
    const user = userEvent.setup();
    const games = await mountGames({ at: AT, language: 'zh_CN', routes: { '/v2/game_label': labelRoute().route } });
    const search = await screen.findByRole('searchbox', { name: '按名称搜索游戏' });
    const panel = screen.getByRole('tabpanel', { name: '全部游戏' });
    await waitFor(() => expect(names(panel)).toHaveLength(5));

    await user.type(search, '龙');
    await waitFor(() => expect(names(panel)).toEqual(['金龙', '黄金龙之夜']));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('找到的游戏：2');

    // "Dragon" is the English name of both, but the page shows them in Chinese: no match.
    await user.clear(search);
    await user.type(search, 'dragon');
    await waitFor(() => expect(names(panel)).toEqual([]));
    expect(within(panel).getByText('没有与“dragon”匹配的游戏。')).toBeInTheDocument();

    // A map without Chinese is shown, and found, in English.
    await user.clear(search);
    await user.type(search, 'KOI');
    await waitFor(() => expect(names(panel)).toEqual(['Lucky Koi']));
    await games.unmount();
  });

  it('moves between the tabs with the arrow keys, and asks a guest to log in for the member tabs', async () => {
    const user = userEvent.setup();
    const games = await mountGames({ at: AT, routes: { '/v2/game_label': labelRoute().route } });
    const login = jest.fn();
    games.props.bus.on(BusEvent.openLogin, login);
    const all = await screen.findByRole('tab', { name: 'All games' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    await user.click(all);
    await user.keyboard('{ArrowRight}');
    const favorites = screen.getByRole('tab', { name: 'My favourites' });
    expect(favorites).toHaveAttribute('aria-selected', 'true');
    expect(favorites).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'My favourites' });
    expect(panel).toHaveTextContent('Log in to see your favourite games.');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledTimes(1);

    await user.click(favorites);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Last played' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Last played' })).toHaveTextContent(
      'Log in to see the games you played last.',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Last played' })).toHaveAttribute('aria-selected', 'true');
    // A guest has no favourite switches and never asks for last played.
    expect(screen.queryByRole('button', { name: /^Favourite:/ })).not.toBeInTheDocument();
    expect(games.bodiesTo('/arks/web/member-games/last-playing-game')).toEqual([]);
    await games.unmount();
  });

  it("flips a member's favourite at once, and my_favorite follows", async () => {
    const user = userEvent.setup();
    const { route, favorites } = labelRoute();
    let answer: () => void = () => undefined;
    const games = await mountGames({
      at: AT,
      session: MEMBER,
      routes: {
        '/v2/game_label': route,
        '/arks/web/member-games/favorite/store': (body) => {
          const { game_id, status } = (body as { data: { game_id: number; status: 0 | 1 } }).data;
          if (status === 1) favorites.add(game_id);
          else favorites.delete(game_id);
          return ok(null);
        },
      },
      hold: (path) =>
        path === '/arks/web/member-games/favorite/store'
          ? new Promise<void>((resolve) => (answer = resolve))
          : undefined,
    });
    const koi = await screen.findByRole('button', { name: 'Favourite: Lucky Koi' });
    expect(koi).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Favourite: Golden Dragon Nights' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(koi);
    // Before the server has answered.
    expect(screen.getByRole('button', { name: 'Favourite: Lucky Koi' })).toHaveAttribute('aria-pressed', 'true');
    answer();
    await waitFor(() =>
      expect(games.bodiesTo('/arks/web/member-games/favorite/store')).toEqual([{ data: { game_id: 2, status: 1 } }]),
    );

    await user.click(screen.getByRole('tab', { name: 'My favourites' }));
    const panel = screen.getByRole('tabpanel', { name: 'My favourites' });
    expect(names(panel)).toEqual(['Lucky Koi', 'Golden Dragon Nights']);

    // Switched off here, it stays (unpressed) until the tab is left, so the focus is not lost.
    await user.click(within(panel).getByRole('button', { name: 'Favourite: Golden Dragon Nights' }));
    answer();
    expect(within(panel).getByRole('button', { name: 'Favourite: Golden Dragon Nights' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(panel).getByRole('button', { name: 'Favourite: Golden Dragon Nights' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'All games' }));
    await user.click(screen.getByRole('tab', { name: 'My favourites' }));
    expect(names(screen.getByRole('tabpanel', { name: 'My favourites' }))).toEqual(['Lucky Koi']);
    await games.unmount();
  });

  it('puts a favourite back and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const games = await mountGames({
      at: AT,
      session: MEMBER,
      routes: {
        '/v2/game_label': labelRoute().route,
        '/arks/web/member-games/favorite/store': () => refused(101, 'Favourites are full'),
      },
      hold: (path) =>
        path === '/arks/web/member-games/favorite/store'
          ? new Promise<void>((resolve) => (answer = resolve))
          : undefined,
    });
    const tiger = await screen.findByRole('button', { name: 'Favourite: Fortune Tiger' });
    await user.click(tiger);
    expect(tiger).toHaveAttribute('aria-pressed', 'true');
    answer();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Fortune Tiger' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(await screen.findByText('Favourites are full')).toBeInTheDocument();
    await games.unmount();
  });

  it('lists the last played games, most recent first', async () => {
    const user = userEvent.setup();
    const games = await mountGames({
      at: AT,
      session: MEMBER,
      routes: {
        '/v2/game_label': labelRoute().route,
        // 99 is another provider's game: not in this list.
        '/arks/web/member-games/last-playing-game': () =>
          ok({ list: [{ game_id: 5 }, { game_id: 99 }, { game_id: 1 }, { game_id: 3 }] }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Last played' }));
    const panel = screen.getByRole('tabpanel', { name: 'Last played' });
    await waitFor(() => expect(names(panel)).toEqual(['Moon Rabbit', 'Dragon Gold', 'Fortune Tiger']));
    await games.unmount();
  });

  it('renders hundreds of games a chunk at a time, with fixed-size thumbnails, lazy after the first row', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 130 }, (_, i) => game({ id: 500 + i, game_name: `Slot ${i + 1}` }));
    const games = await mountGames({ at: AT, routes: { '/v2/game_label': labelRoute(many).route } });
    const panel = await screen.findByRole('tabpanel', { name: 'All games' });
    await waitFor(() => expect(names(panel)).toHaveLength(GRID_CHUNK));
    const images = [...panel.querySelectorAll('img')];
    for (const image of images) {
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    // The first row is the page's largest paint: asked at once, the first two ahead of the rest.
    const loading = images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);
    expect(loading.slice(0, 2)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    expect(loading.slice(2, EAGER_ART)).toEqual(Array.from({ length: EAGER_ART - 2 }, () => ['eager', null]));
    expect(loading.slice(EAGER_ART).every(([lazy, priority]) => lazy === 'lazy' && priority === null)).toBe(true);

    await user.click(within(panel).getByRole('button', { name: `Show more games (${130 - GRID_CHUNK} more)` }));
    expect(names(panel)).toHaveLength(GRID_CHUNK * 2);
    // A search starts again from the first chunk of what it finds.
    const search = screen.getByRole('searchbox', { name: 'Search games by name' });
    await user.type(search, 'slot');
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Games found: 130'));
    expect(names(panel)).toHaveLength(GRID_CHUNK);
    await user.type(search, ' 12');
    await waitFor(() =>
      expect(names(panel)).toEqual([
        'Slot 12',
        'Slot 120',
        'Slot 121',
        'Slot 122',
        'Slot 123',
        'Slot 124',
        'Slot 125',
        'Slot 126',
        'Slot 127',
        'Slot 128',
        'Slot 129',
      ]),
    );
    await games.unmount();
  });

  it('launches a game of the list', async () => {
    const user = userEvent.setup();
    const games = await mountGames({
      at: AT,
      session: MEMBER,
      settings: { GAME_OPEN_MODE: 'page' },
      routes: { '/v2/game_label': labelRoute().route },
    });
    await user.click(await screen.findByRole('button', { name: /^Moon Rabbit/ }));
    await waitFor(() => expect(games.bodiesTo('/member/game/play1')).toHaveLength(1));
    expect(games.bodiesTo('/member/game/play1')[0]).toMatchObject({ gp_id: 'GPR8', game_type: 2, game_code: 'r8-5' });
    await games.unmount();
  });
});
