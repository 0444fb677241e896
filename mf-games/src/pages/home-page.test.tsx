import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusEvent } from '@croupier/shared';
import { BELOW_FOLD_CHUNK } from '../lists/components/game-grid.js';
import { MEMBER, game, group, hall, mountGames, ok } from '../lists/test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const GROUPS = [
  group(2, 'Slots', [hall('GPR8', 'R8 Games'), hall('GPJD', 'JD Slots')]),
  group(3, 'Live casino', [game({ gp_id: 'GPEV', gp_name: 'Evo', game_type: 3, game_name: 'Lightning Roulette' })]),
  group(6, '', [hall('GPKY', 'KY Cards', { game_type: 6 })]),
];

const homeRoutes = () => ({
  '/v3/game_list': () => ok(GROUPS),
  '/v2/get_template_game_list': () =>
    ok({
      info: [
        {
          id: 1,
          gt_id: 2,
          title: { en_US: 'Featured slots', zh_CN: '精选老虎机' },
          game_list: [game({ game_name: 'Dragon Gold' }), game({ game_name: 'Lucky Koi' })],
        },
        {
          id: 2,
          gt_id: 3,
          title: 'Live tables',
          game_list: [game({ game_type: 3, gp_id: 'GPEV', game_name: 'Speed Baccarat' })],
        },
        { id: 3, gt_id: 5, title: 'Empty section', game_list: [] },
      ],
    }),
  '/v2/get_tag_game_list': () =>
    ok({
      info: [
        { tag: 'hot', game_list: [game({ game_name: 'Fortune Tiger', tag: 'hot' })] },
        { tag: 'new', game_list: [game({ game_name: 'Moon Rabbit', tag: 'new' })] },
      ],
    }),
});

describe('HomePage', () => {
  it('shows the game-type bar, the template sections and the hot and new slots from the api', async () => {
    const games = await mountGames({ at: '/', routes: homeRoutes() });
    const types = await screen.findByRole('navigation', { name: 'Game types' });
    const links = within(types).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Slots', '/gameHall/2'],
      ['Live casino', '/gameHall/3'],
      // No gt_name from the brand: the type's own name.
      ['Card games', '/gameHall/6'],
    ]);

    const featured = await screen.findByRole('region', { name: 'Featured slots' });
    expect(within(featured).getAllByRole('button')).toHaveLength(2);
    expect(within(featured).getByRole('button', { name: 'Dragon Gold' })).toBeInTheDocument();
    expect(within(featured).getByRole('button', { name: 'Lucky Koi' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live tables' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empty section' })).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Hot slots' })).getByRole('button', { name: /Fortune Tiger/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'New slots' })).getByRole('button', { name: /Moon Rabbit/ }),
    ).toBeInTheDocument();

    // Asked with the page's currency, the site, the desktop support device and template.
    expect(games.bodiesTo('/v3/game_list')).toEqual([
      { currency: 'USD', site_id: '1', support_device: 0, template: 'pc' },
    ]);
    expect(games.bodiesTo('/v2/get_tag_game_list')).toEqual([
      { site_id: '1', currency: 'USD', support_device: 0, tag: 'slot', gt_id: 2 },
    ]);
    expect(games.bodiesTo('/v2/get_template_game_list')).toEqual([
      { site_id: '1', currency: 'USD', support_device: 0 },
    ]);
    await games.unmount();
  });

  it('asks with the mobile support device and the mobile template on a phone', async () => {
    const games = await mountGames({ at: '/', isDesktop: false, routes: homeRoutes() });
    await screen.findByRole('navigation', { name: 'Game types' });
    expect(games.bodiesTo('/v3/game_list')).toEqual([
      { currency: 'USD', site_id: '1', support_device: 1, template: 'H5_2' },
    ]);
    await games.unmount();
  });

  it('shows section titles and game names in the page language', async () => {
    const games = await mountGames({ at: '/', language: 'zh_CN', routes: homeRoutes() });
    expect(await screen.findByRole('heading', { name: '精选老虎机' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '热门老虎机' })).toBeInTheDocument();
    await games.unmount();
  });

  it('asks again in the new language after a language switch (type names come in the lang header language)', async () => {
    const games = await mountGames({ at: '/', routes: homeRoutes() });
    await screen.findByRole('navigation', { name: 'Game types' });
    games.props.stores.ui.getState().setLanguage('zh_CN');
    await waitFor(() =>
      expect(games.calls.filter((c) => c.path === '/v3/game_list').map((c) => c.headers.lang)).toEqual([
        'en_US',
        'zh_CN',
      ]),
    );
    // Back to English: the list is already there.
    games.props.stores.ui.getState().setLanguage('en_US');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(games.bodiesTo('/v3/game_list')).toHaveLength(2);
    await games.unmount();
  });

  it('goes to a hall through the shell when a type is clicked', async () => {
    const user = userEvent.setup();
    const games = await mountGames({ at: '/', routes: homeRoutes() });
    await user.click(await screen.findByRole('link', { name: 'Live casino' }));
    expect(games.navigations).toEqual(['/gameHall/3']);
    // The hall of that type, its type current in the bar.
    expect(await screen.findByRole('heading', { name: 'Live casino', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await games.unmount();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const games = await mountGames({
      at: '/',
      routes: {
        ...homeRoutes(),
        '/v3/game_list': () => (fail ? { code: 500, message: 'down', data: null } : ok(GROUPS)),
      },
    });
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Game types' })).toBeInTheDocument();
    await games.unmount();
  });

  it('asks the lists again on games:refetch-list and when a member logs in', async () => {
    const games = await mountGames({ at: '/', routes: homeRoutes() });
    await screen.findByRole('navigation', { name: 'Game types' });
    expect(games.bodiesTo('/v3/game_list')).toHaveLength(1);

    games.props.bus.emit(BusEvent.gamesRefetchList, { currency: 'USD' });
    await waitFor(() => expect(games.bodiesTo('/v3/game_list')).toHaveLength(2));
    expect(games.bodiesTo('/v2/get_template_game_list')).toHaveLength(2);

    // A login: member_favorite is the caller's, so the lists are asked again with the token.
    games.props.stores.session.getState().setSession(MEMBER);
    await waitFor(() => expect(games.bodiesTo('/v3/game_list')).toHaveLength(3));
    const last = games.calls.filter((c) => c.path === '/v3/game_list').at(-1);
    expect(last?.headers.authorization).toBe(MEMBER.token);

    games.props.bus.emit(BusEvent.afterLoginLoads, { member_id: MEMBER.member_id, member_currency: 'USD' });
    await waitFor(() => expect(games.bodiesTo('/v3/game_list')).toHaveLength(4));

    // A desktop currency change: the shell sets the currency, the lists follow it.
    games.props.stores.ui.getState().setCurrency('INR');
    await waitFor(() =>
      expect(games.bodiesTo('/v3/game_list').at(-1)).toEqual({
        currency: 'INR',
        site_id: '1',
        support_device: 0,
        template: 'pc',
      }),
    );
    await games.unmount();
  });

  it('starts the hot and new slots, below the rest, with a smaller chunk of cards and shows the rest on request', async () => {
    const user = userEvent.setup();
    const hot = Array.from({ length: 40 }, (_, i) => game({ id: 700 + i, game_name: `Hot ${i + 1}`, tag: 'hot' }));
    const routes = { ...homeRoutes(), '/v2/get_tag_game_list': () => ok({ info: [{ tag: 'hot', game_list: hot }] }) };
    const games = await mountGames({ at: '/', routes });
    const section = await screen.findByRole('region', { name: 'Hot slots' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(BELOW_FOLD_CHUNK);
    await user.click(within(section).getByRole('button', { name: `Show more games (${40 - BELOW_FOLD_CHUNK} more)` }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(40);
    expect(within(section).getByRole('button', { name: /Hot 40/ })).toBeInTheDocument();
    await games.unmount();
  });
});
