import type { GameEntry } from '@croupier/shared';
import { hallPath, isHallEntry, launchTarget } from './entry-target.js';

const entry: GameEntry = {
  id: 7,
  gp_id: 'GPR8',
  gp_name: 'R8 Games',
  gp_gt_name: 'R8 Slots',
  game_type: 2,
  game_code: 'lobby',
  game_name: 'R8 Games',
  house: 0,
  customized: false,
  icon_light: '/api/provider-logo/GPR8.svg',
  member_favorite: 0,
  tag: '',
};

describe('hallPath', () => {
  it('opens the slot list of the provider', () => {
    expect(hallPath(entry, 2, { isDesktop: false, gameRoom: true })).toBe('/slotgame?gt_id=2&gp_id=GPR8&house=0');
    expect(hallPath(entry, 2, { isDesktop: true, gameRoom: false })).toBe('/slotgame?gt_id=2&gp_id=GPR8&house=0');
  });

  it('opens the game room on desktop for a slot hall when the room flag is on', () => {
    expect(hallPath(entry, 2, { isDesktop: true, gameRoom: true })).toBe('/gameRoom?gt_id=2&gp_id=GPR8&house=0');
    expect(hallPath({ ...entry, game_type: 6, house: 3 }, 6, { isDesktop: true, gameRoom: true })).toBe(
      '/slotgame?gt_id=6&gp_id=GPR8&house=3',
    );
  });
});

describe('entries', () => {
  it('tells a hall from a game', () => {
    expect(isHallEntry(entry)).toBe(true);
    expect(isHallEntry({ ...entry, customized: true })).toBe(false);
  });

  it('hands the launcher what play1 needs and the name to show', () => {
    expect(launchTarget({ ...entry, customized: true, game_code: 'r8-dragon' }, 'Dragon')).toEqual({
      id: 7,
      gp_id: 'GPR8',
      game_type: 2,
      game_code: 'r8-dragon',
      house: 0,
      customized: true,
      name: 'Dragon',
    });
  });
});
