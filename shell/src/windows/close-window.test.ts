import { BusEvent, createBus, WINDOW_MSG_KEY } from '@croupier/shared';
import { announceWindowClosing, closingWindowType } from './close-window.js';

describe('/close', () => {
  it.each([
    ['?type=fpWindow', '', null, 'fpWindow'],
    ['', 'depositWindow', null, 'depositWindow'],
    ['', 'gameWindow', null, 'gameWindow'],
    ['', 'gameWindow:GPR8|2|lucky', null, 'gameWindow'],
    ['', '', {}, 'gameWindow'],
    ['?type=bogus', '', null, null],
    ['', '', null, null],
  ])('search %p, window name %p, opener %p -> %p', (search, name, opener, type) => {
    expect(closingWindowType(search, { name, opener })).toBe(type);
  });

  it('in a game window: tells the opener with quickGame', () => {
    const opener = { postMessage: jest.fn() };
    const win = {
      name: 'gameWindow',
      opener,
      localStorage,
      location: { origin: 'http://site.test' },
    } as unknown as Window;
    const bus = createBus();
    const quit = jest.fn();
    bus.on(BusEvent.gamesQuitRequested, quit);
    announceWindowClosing('', bus, win);
    const [data, origin] = opener.postMessage.mock.calls[0] as [Record<string, { msg: unknown }>, string];
    expect(data[WINDOW_MSG_KEY]?.msg).toEqual({ type: 'quickGame', windowType: 'gameWindow' });
    expect(origin).toBe('http://site.test');
    expect(quit).not.toHaveBeenCalled();
  });

  it("in one game's own window: names that window, so only its game ends", () => {
    const opener = { postMessage: jest.fn() };
    const win = {
      name: 'gameWindow:GPR8|2|lucky',
      opener,
      localStorage,
      location: { origin: 'http://site.test' },
    } as unknown as Window;
    announceWindowClosing('', createBus(), win);
    const [data] = opener.postMessage.mock.calls[0] as [Record<string, { msg: unknown }>, string];
    expect(data[WINDOW_MSG_KEY]?.msg).toEqual({
      type: 'quickGame',
      windowType: 'gameWindow',
      windowName: 'gameWindow:GPR8|2|lucky',
    });
  });

  it('in the main page: runs the quit step itself', () => {
    const win = { name: '', opener: null, localStorage, location: { origin: 'http://site.test' } } as unknown as Window;
    const bus = createBus();
    const quit = jest.fn();
    bus.on(BusEvent.gamesQuitRequested, quit);
    announceWindowClosing('', bus, win);
    expect(quit).toHaveBeenCalledWith({ windowType: 'gameWindow' });
  });
});
