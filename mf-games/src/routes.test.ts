import { matchGamesRoute } from './routes.js';

describe('matchGamesRoute', () => {
  it('matches the routes the shell mounts mf-games at, as react-router would', () => {
    expect(matchGamesRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchGamesRoute('/gameHall/3')).toEqual({ name: 'gameHall', params: { id: '3' } });
    expect(matchGamesRoute('/gamehall/3/')).toEqual({ name: 'gameHall', params: { id: '3' } });
    expect(matchGamesRoute('/gameHall/a%20b')).toEqual({ name: 'gameHall', params: { id: 'a b' } });
    expect(matchGamesRoute('/slotgame')).toEqual({ name: 'slotgame', params: {} });
    expect(matchGamesRoute('/play')).toEqual({ name: 'play', params: {} });
  });

  it('is "other" for anything else', () => {
    expect(matchGamesRoute('/gameHall')).toEqual({ name: 'other', params: {} });
    expect(matchGamesRoute('/gameHall/3/extra')).toEqual({ name: 'other', params: {} });
    expect(matchGamesRoute('/discount')).toEqual({ name: 'other', params: {} });
  });
});
