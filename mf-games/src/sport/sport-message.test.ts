import { SPORT_MAX_HEIGHT_PX, readSportMessage } from './sport-message.js';

describe('readSportMessage (spec 01 §4)', () => {
  it.each([
    [
      { event: 'S001', height: 1840 },
      { kind: 'height', height: 1840 },
    ],
    [
      { event: 'S001', height: '912.2' },
      { kind: 'height', height: 913 },
    ],
    ['{"event":"S001","height":640}', { kind: 'height', height: 640 }],
    [
      { event: 'S001', height: 10_000_000 },
      { kind: 'height', height: SPORT_MAX_HEIGHT_PX },
    ],
    [
      { event: 'U003', game: { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' } },
      { kind: 'open-game', game: { gp_id: 'GPR8', game_type: 2, game_code: 'r8-lucky' } },
    ],
    [
      { event: 'quickbet.U003.open', game: { gp_id: 'GPLL', game_type: '3', game_code: 'baccarat' } },
      { kind: 'open-game', game: { gp_id: 'GPLL', game_type: 3, game_code: 'baccarat' } },
    ],
  ])('%p -> %p', (data, action) => {
    expect(readSportMessage(data)).toEqual(action);
  });

  it.each([
    [null],
    ['not json'],
    [42],
    [{ height: 500 }],
    [{ event: 'S001' }],
    [{ event: 'S001', height: 0 }],
    [{ event: 'S001', height: -20 }],
    [{ event: 'S001', height: 'tall' }],
    [{ event: 'XS001', height: 500 }],
    [{ event: 'U003' }],
    [{ event: 'U003', game: { gp_id: '', game_type: 2, game_code: 'x' } }],
    [{ event: 'U003', game: { gp_id: 'GPR8', game_type: 'slot', game_code: 'x' } }],
    [{ event: 'U003', game: { gp_id: 'GPR8', game_type: 2 } }],
    [{ event: 'U004', game: { gp_id: 'GPR8', game_type: 2, game_code: 'x' } }],
  ])('ignores %p', (data) => {
    expect(readSportMessage(data)).toBeNull();
  });
});
