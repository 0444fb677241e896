import { createBus } from './bus.js';
import { BusEvent } from './events.js';

describe('createBus', () => {
  it('delivers a payload to every handler of the event, and only that event', () => {
    const bus = createBus();
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    bus.on(BusEvent.openLogin, a);
    bus.on(BusEvent.openLogin, b);
    bus.on(BusEvent.loggedOut, other);
    bus.emit(BusEvent.openLogin, { target: '/user', tab: 'register' });
    expect(a).toHaveBeenCalledWith({ target: '/user', tab: 'register' });
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering once the returned function is called', () => {
    const bus = createBus();
    const h = jest.fn();
    const off = bus.on(BusEvent.logoutRequested, h);
    off();
    bus.emit(BusEvent.logoutRequested, { reason: 'user' });
    expect(h).not.toHaveBeenCalled();
  });

  it('once delivers a single event', () => {
    const bus = createBus();
    const h = jest.fn();
    bus.once(BusEvent.loggedOut, h);
    bus.emit(BusEvent.loggedOut, { reason: 'unauthorized' });
    bus.emit(BusEvent.loggedOut, { reason: 'user' });
    expect(h).toHaveBeenCalledTimes(1);
    expect(h).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it('a handler that throws is logged and the others still run', () => {
    const bus = createBus();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on(BusEvent.openLogin, () => {
      throw new Error('broken remote');
    });
    bus.on(BusEvent.openLogin, after);
    bus.emit(BusEvent.openLogin, {});
    expect(after).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(BusEvent.openLogin), expect.any(Error));
    log.mockRestore();
  });
});
