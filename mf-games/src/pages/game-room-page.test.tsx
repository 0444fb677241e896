import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { game, group, hall, mountGames, ok } from '../lists/test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const routes = {
  '/v3/game_list': () => ok([group(2, 'Slots', [hall('GPR8', 'R8 Games'), hall('GPJD', 'JD Slots', { house: 2 })])]),
  '/v2/game_label': (body: unknown) => {
    const { gp_id } = body as { gp_id: string };
    return ok({
      list: [],
      main: [game({ gp_id, gp_name: gp_id === 'GPJD' ? 'JD Slots' : 'R8 Games', game_name: `${gp_id} Wild` })],
    });
  },
};

describe('GameRoomPage', () => {
  it("shows the slot providers beside the chosen provider's list on desktop when the room is on", async () => {
    const user = userEvent.setup();
    const games = await mountGames({
      at: '/gameRoom?gt_id=2&gp_id=GPR8&house=0',
      settings: { GAME_ROOM: true },
      routes,
    });
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    expect(await within(providers).findByRole('link', { name: 'R8 Games' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'GPR8 Wild' })).toBeInTheDocument();

    await user.click(within(providers).getByRole('link', { name: 'JD Slots' }));
    expect(games.navigations).toEqual(['/gameRoom?gt_id=2&gp_id=GPJD&house=2']);
    expect(await screen.findByRole('button', { name: 'GPJD Wild' })).toBeInTheDocument();
    expect(within(providers).getByRole('link', { name: 'JD Slots' })).toHaveAttribute('aria-current', 'page');
    expect(games.bodiesTo('/v2/game_label').at(-1)).toMatchObject({ gp_id: 'GPJD', game_type_id: 2, house: 2 });
    await games.unmount();
  });

  it('chooses the first provider when the query names none', async () => {
    const games = await mountGames({ at: '/gameRoom?gt_id=2', settings: { GAME_ROOM: true }, routes });
    await waitFor(() => expect(games.navigations).toEqual(['/gameRoom?gt_id=2&gp_id=GPR8&house=0']));
    expect(await screen.findByRole('button', { name: 'GPR8 Wild' })).toBeInTheDocument();
    await games.unmount();
  });

  it('is the slot list when the room is off, or on a phone', async () => {
    const off = await mountGames({ at: '/gameRoom?gt_id=2&gp_id=GPJD&house=2', routes });
    await waitFor(() => expect(off.navigations).toEqual(['/slotgame?gt_id=2&gp_id=GPJD&house=2']));
    expect(await screen.findByRole('tabpanel', { name: 'All games' })).toBeInTheDocument();
    await off.unmount();

    const phone = await mountGames({
      at: '/gameRoom?gt_id=2&gp_id=GPR8&house=0',
      isDesktop: false,
      settings: { GAME_ROOM: true },
      routes,
    });
    await waitFor(() => expect(phone.navigations).toEqual(['/slotgame?gt_id=2&gp_id=GPR8&house=0']));
    await phone.unmount();
  });
});
