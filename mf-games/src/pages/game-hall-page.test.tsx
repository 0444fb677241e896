import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_DESCRIPTION_MAX } from '@croupier/shared';
import { MEMBER, game, group, hall, mountGames, ok } from '../lists/test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

const providers = (n: number, gtId: number) =>
  Array.from({ length: n }, (_, i) =>
    hall(`GP${String(i + 1).padStart(2, '0')}`, `Provider ${i + 1}`, { game_type: gtId }),
  );

const LIVE_GAME = game({
  id: 301,
  gp_id: 'GPEV',
  gp_name: 'Evo',
  game_type: 3,
  game_code: 'ev-roulette',
  game_name: 'Lightning Roulette',
});

const catalogue = () => [
  group(2, 'Slots', [hall('GPR8', 'R8 Games'), hall('GPJD', 'JD Slots')]),
  group(3, 'Live casino', [hall('GPAG', 'AG Live', { game_type: 3 }), LIVE_GAME]),
  group(5, 'Lottery', providers(20, 5)),
];

describe('GameHallPage', () => {
  it("lists the type's providers and games under their headings, with the type current", async () => {
    const games = await mountGames({ at: '/gameHall/3', routes: { '/v3/game_list': () => ok(catalogue()) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Live casino' })).toBeInTheDocument();
    const providersRegion = await screen.findByRole('region', { name: 'Providers' });
    expect(within(providersRegion).getByRole('link', { name: 'AG Live' })).toHaveAttribute(
      'href',
      '/slotgame?gt_id=3&gp_id=GPAG&house=0',
    );
    expect(
      within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: 'Lightning Roulette' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Game types' })).getByRole('link', { name: 'Live casino' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Platforms: AG Live and Evo')).toBeInTheDocument();
    await games.unmount();
  });

  it(`describes the platforms with at most ${PLATFORM_DESCRIPTION_MAX} names, the preferred ones first`, async () => {
    const games = await mountGames({
      at: '/gameHall/5',
      settings: { PLATFORM_ORDER: ['GP20', 'GP18', 'GP99'] },
      routes: { '/v3/game_list': () => ok(catalogue()) },
    });
    const expected = ['Provider 20', 'Provider 18', ...Array.from({ length: 13 }, (_, i) => `Provider ${i + 1}`)];
    const description = await screen.findByText(/^Platforms:/);
    expect(description).toHaveTextContent(
      `Platforms: ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(expected)}`,
    );
    // Every provider is still listed as a hall.
    expect(within(screen.getByRole('region', { name: 'Providers' })).getAllByRole('link')).toHaveLength(20);
    await games.unmount();
  });

  it("opens a hall entry's list through the shell and launches nothing", async () => {
    const user = userEvent.setup();
    const games = await mountGames({
      at: '/gameHall/2',
      session: MEMBER,
      routes: { '/v3/game_list': () => ok(catalogue()) },
    });
    await user.click(await screen.findByRole('link', { name: 'JD Slots' }));
    expect(games.navigations).toEqual(['/slotgame?gt_id=2&gp_id=GPJD&house=0']);
    expect(games.bodiesTo('/member/game/play1')).toEqual([]);
    await games.unmount();
  });

  it('opens the game room instead on desktop when the brand turns it on', async () => {
    const user = userEvent.setup();
    const games = await mountGames({
      at: '/gameHall/2',
      settings: { GAME_ROOM: true },
      routes: { '/v3/game_list': () => ok(catalogue()) },
    });
    await user.click(await screen.findByRole('link', { name: 'R8 Games' }));
    expect(games.navigations).toEqual(['/gameRoom?gt_id=2&gp_id=GPR8&house=0']);
    await games.unmount();

    const phone = await mountGames({
      at: '/gameHall/2',
      isDesktop: false,
      settings: { GAME_ROOM: true },
      routes: { '/v3/game_list': () => ok(catalogue()) },
    });
    await user.click(await screen.findByRole('link', { name: 'R8 Games' }));
    expect(phone.navigations).toEqual(['/slotgame?gt_id=2&gp_id=GPR8&house=0']);
    await phone.unmount();
  });

  it('hands a game to the launcher in the click, and marks the games busy while it starts', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const games = await mountGames({
      at: '/gameHall/3',
      session: MEMBER,
      // The page mode keeps the test free of windows; the launcher owns the modes.
      settings: { GAME_OPEN_MODE: 'page' },
      routes: { '/v3/game_list': () => ok(catalogue()) },
      hold: (path) => (path === '/member/game/play1' ? new Promise<void>((resolve) => (answer = resolve)) : undefined),
    });
    const roulette = await screen.findByRole('button', { name: 'Lightning Roulette' });
    await user.click(roulette);
    await waitFor(() => expect(roulette).toHaveAttribute('aria-disabled', 'true'));
    answer();
    await waitFor(() => expect(games.bodiesTo('/member/game/play1')).toHaveLength(1));
    expect(games.bodiesTo('/member/game/play1')[0]).toMatchObject({
      gp_id: 'GPEV',
      game_type: 3,
      game_code: 'ev-roulette',
    });
    await waitFor(() => expect(games.navigations).toContain('/play'));
    await games.unmount();
  });

  it('asks a guest to log in instead of launching a real game', async () => {
    const user = userEvent.setup();
    const games = await mountGames({ at: '/gameHall/3', routes: { '/v3/game_list': () => ok(catalogue()) } });
    await user.click(await screen.findByRole('button', { name: 'Lightning Roulette' }));
    // The launcher's question (its words are the launcher's); nothing is started.
    expect(await screen.findByRole('dialog')).toHaveTextContent(/log in/i);
    expect(games.bodiesTo('/member/game/play1')).toEqual([]);
    await games.unmount();
  });

  it('shows the sportsbook for hall 4', async () => {
    const games = await mountGames({ at: '/gameHall/4', routes: { '/v3/game_list': () => ok(catalogue()) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sports' })).toBeInTheDocument();
    await waitFor(() => expect(games.bodiesTo('/arks/web/game/sport-quickbet-url')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Providers' })).not.toBeInTheDocument();
    await games.unmount();
  });

  it('says so for a hall that does not exist', async () => {
    const games = await mountGames({ at: '/gameHall/42', routes: { '/v3/game_list': () => ok(catalogue()) } });
    expect(await screen.findByText('This game hall does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await games.unmount();
  });
});
