import { BusEvent, createBus } from '@croupier/shared';
import {
  announceLoginModalGone,
  announceLoginModalReady,
  holdEarlyOpenLogin,
  openLoginWhenReady,
} from './login-modal-gate.js';

describe('openLoginWhenReady', () => {
  it('holds the request until the login modal is mounted, then sends it once', () => {
    const bus = createBus();
    const openLogin = jest.fn();
    bus.on(BusEvent.openLogin, openLogin);

    openLoginWhenReady(bus, { target: '/user' });
    expect(openLogin).not.toHaveBeenCalled();

    announceLoginModalReady(bus);
    announceLoginModalReady(bus); // a remount does not repeat it
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(openLogin).toHaveBeenCalledWith({ target: '/user' });
  });

  it('sends at once when the modal already listens, and can be cancelled while waiting', () => {
    const bus = createBus();
    const openLogin = jest.fn();
    bus.on(BusEvent.openLogin, openLogin);

    announceLoginModalReady(bus);
    openLoginWhenReady(bus, { tab: 'register' });
    expect(openLogin).toHaveBeenCalledWith({ tab: 'register' });

    announceLoginModalGone(bus);
    const cancel = openLoginWhenReady(bus, { target: '/fastPayment' });
    cancel();
    announceLoginModalReady(bus);
    expect(openLogin).toHaveBeenCalledTimes(1);
  });
});

describe('holdEarlyOpenLogin', () => {
  it("sends a remote's openLogin again once the modal it loaded listens, and not after", () => {
    const bus = createBus();
    const stop = holdEarlyOpenLogin(bus);
    const heard = jest.fn();

    bus.emit(BusEvent.openLogin, { target: '/slotgame' }); // mf-games' "log in to play", nobody listens yet
    bus.on(BusEvent.openLogin, heard); // the modal mounts
    announceLoginModalReady(bus);
    expect(heard.mock.calls).toEqual([[{ target: '/slotgame' }]]);

    bus.emit(BusEvent.openLogin, {}); // the modal hears it itself now: not repeated
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });
});
