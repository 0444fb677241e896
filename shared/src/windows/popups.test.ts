import { POPUP_WINDOW } from '../contracts/constants.js';
import { WAITING_WINDOW_KEY } from '../contracts/window-msg.js';
import {
  closeAllPopups,
  gameWindowName,
  isGameWindowName,
  openedPopup,
  openPopup,
  popupFeatures,
  popupNameOf,
  popupState,
  setNativeOpener,
} from './popups.js';
import { closeWaitingWindow, isGameWindowOpen, openWaitingWindow, readWaitingWindow } from './waiting-window.js';

interface FakePopup {
  closed: boolean;
  close(): void;
  focus(): void;
  location: { href: string };
}

function fakeBrowser({ blocked = false } = {}) {
  const popups: { url: string; name: string; features: string | undefined; popup: FakePopup }[] = [];
  const win = {
    screen: { availWidth: 1920, availHeight: 1080 },
    localStorage,
    open: jest.fn((url: string, name: string, features?: string) => {
      if (blocked) return null;
      const popup: FakePopup = {
        closed: false,
        close() {
          this.closed = true;
        },
        focus: () => undefined,
        location: { href: url },
      };
      popups.push({ url, name, features, popup });
      return popup;
    }),
  };
  return { win: win as unknown as Window, popups };
}

afterEach(() => {
  closeAllPopups();
  setNativeOpener(null);
  localStorage.clear();
});

describe('popups', () => {
  it('opens a sized popup centred on the screen', () => {
    const { win, popups } = fakeBrowser();
    openPopup('/fastPayment', 'fastPayment', POPUP_WINDOW, win);
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ url: '/fastPayment', name: 'fastPayment' });
    expect(popups[0]?.features).toContain('width=1500,height=800,left=210,top=140');
  });

  it('opens a new tab without a size', () => {
    const { win, popups } = fakeBrowser();
    openPopup('/user', 'user', undefined, win);
    expect(popups[0]?.features).toBeUndefined();
  });

  it('never places a window off screen', () => {
    expect(popupFeatures(POPUP_WINDOW, { availWidth: 1280, availHeight: 720 })).toContain('left=0,top=0');
  });

  it('answers null when the browser blocks the popup', () => {
    const { win } = fakeBrowser({ blocked: true });
    expect(openPopup('/proxy', 'proxy', POPUP_WINDOW, win)).toBeNull();
    expect(popupState('proxy')).toBe('none');
  });

  it('closes every popup it opened', () => {
    const { win, popups } = fakeBrowser();
    openPopup('/fastPayment', 'fastPayment', POPUP_WINDOW, win);
    openPopup('/user', 'user', undefined, win);
    closeAllPopups();
    expect(popups.map((p) => p.popup.closed)).toEqual([true, true]);
    expect(openedPopup('user')).toBeNull();
  });

  it('tells a window the user closed from one still open', () => {
    const { win, popups } = fakeBrowser();
    openPopup('/proxy', 'proxy', POPUP_WINDOW, win);
    expect(popupState('proxy')).toBe('open');
    popups[0]?.popup.close();
    expect(popupState('proxy')).toBe('closed');
  });

  it('knows game window names and the name a window was opened under', () => {
    const { win } = fakeBrowser();
    expect(isGameWindowName('gameWindow')).toBe(true);
    expect(isGameWindowName(gameWindowName('GPR8|2|x'))).toBe(true);
    expect(isGameWindowName('depositWindow')).toBe(false);
    expect(isGameWindowName(undefined)).toBe(false);
    const popup = openPopup('/loading', gameWindowName('k'), POPUP_WINDOW, win);
    expect(popupNameOf(popup)).toBe('gameWindow:k');
    expect(popupNameOf({})).toBeNull();
    expect(popupNameOf(null)).toBeNull();
  });

  it('hands the URL to the native app instead when an opener is installed', () => {
    const { win } = fakeBrowser();
    const native = jest.fn();
    setNativeOpener(native);
    expect(openPopup('https://game.example/play', 'gameWindow', POPUP_WINDOW, win)).toBeNull();
    expect(native).toHaveBeenCalledWith('https://game.example/play', 'gameWindow');
    expect(win.open).not.toHaveBeenCalled();
  });
});

describe('waiting window', () => {
  it('opens /loading at once, names itself in waitingWindow, then goes to the real URL', () => {
    const { win, popups } = fakeBrowser();
    const waiting = openWaitingWindow('gameWindow', win);
    expect(popups[0]).toMatchObject({ url: '/loading', name: 'gameWindow' });
    expect(popups[0]?.features).toContain('width=1500,height=800');
    expect(localStorage.getItem(WAITING_WINDOW_KEY)).toBe('gameWindow');
    expect(isGameWindowOpen(win)).toBe(true);

    waiting?.navigate('https://games.example/launch?t=1');
    expect(popups[0]?.popup.location.href).toBe('https://games.example/launch?t=1');
  });

  it('closes and forgets itself when the call fails', () => {
    const { win, popups } = fakeBrowser();
    openWaitingWindow('depositWindow', win)?.close();
    expect(popups[0]?.popup.closed).toBe(true);
    expect(readWaitingWindow(win)).toBeNull();
  });

  it('answers null, storing nothing, when blocked', () => {
    const { win } = fakeBrowser({ blocked: true });
    expect(openWaitingWindow('fpWindow', win)).toBeNull();
    expect(readWaitingWindow(win)).toBeNull();
  });

  it('closing by type leaves another type’s key alone', () => {
    const { win } = fakeBrowser();
    openWaitingWindow('fpWindow', win);
    closeWaitingWindow('gameWindow', win);
    expect(readWaitingWindow(win)).toBe('fpWindow');
  });

  it('counts a game as running after a reload from the stored key, not once the user closed the window', () => {
    const { win, popups } = fakeBrowser();
    localStorage.setItem(WAITING_WINDOW_KEY, 'gameWindow');
    expect(isGameWindowOpen(win)).toBe(true); // this page did not open it: trust the key

    openWaitingWindow('gameWindow', win);
    popups[0]?.popup.close();
    expect(isGameWindowOpen(win)).toBe(false);
    expect(readWaitingWindow(win)).toBeNull();
  });

  it('opens each game in its own named window; any open one counts as a running game', () => {
    const { win, popups } = fakeBrowser();
    const lucky = openWaitingWindow('gameWindow', win, { name: gameWindowName('GPR8|2|lucky') });
    const fruit = openWaitingWindow('gameWindow', win, { name: gameWindowName('GPR8|2|fruit') });
    expect(popups.map((p) => p.name)).toEqual(['gameWindow:GPR8|2|lucky', 'gameWindow:GPR8|2|fruit']);
    expect(lucky?.name).toBe('gameWindow:GPR8|2|lucky');
    expect(readWaitingWindow(win)).toBe('gameWindow');

    lucky?.navigate('/api/provider/slot?token=a');
    fruit?.navigate('/api/provider/slot?token=b');
    expect(popups.map((p) => p.popup.location.href)).toEqual([
      '/api/provider/slot?token=a',
      '/api/provider/slot?token=b',
    ]);

    popups[0]?.popup.close(); // the member closes one game
    expect(popupState('gameWindow:GPR8|2|lucky')).toBe('closed');
    expect(isGameWindowOpen(win)).toBe(true);
    expect(readWaitingWindow(win)).toBe('gameWindow');

    popups[1]?.popup.close();
    expect(isGameWindowOpen(win)).toBe(false);
    expect(readWaitingWindow(win)).toBeNull(); // stale once none is open
  });

  it('closing one game window by name leaves the other and keeps the key while one is open', () => {
    const { win, popups } = fakeBrowser();
    openWaitingWindow('gameWindow', win, { name: gameWindowName('a') });
    openWaitingWindow('gameWindow', win, { name: gameWindowName('b') });
    closeWaitingWindow('gameWindow', win, gameWindowName('a'));
    expect(popups.map((p) => p.popup.closed)).toEqual([true, false]);
    expect(readWaitingWindow(win)).toBe('gameWindow');
    closeWaitingWindow('gameWindow', win, gameWindowName('b'));
    expect(readWaitingWindow(win)).toBeNull();
  });

  it('a failed launch closes only its own game window', () => {
    const { win, popups } = fakeBrowser();
    openWaitingWindow('gameWindow', win, { name: gameWindowName('a') });
    openWaitingWindow('gameWindow', win, { name: gameWindowName('b') })?.close();
    expect(popups.map((p) => p.popup.closed)).toEqual([false, true]);
    expect(isGameWindowOpen(win)).toBe(true);
  });

  it('the logout closes every game window', () => {
    const { win, popups } = fakeBrowser();
    openWaitingWindow('gameWindow', win, { name: gameWindowName('a') });
    openWaitingWindow('gameWindow', win, { name: gameWindowName('b') });
    closeAllPopups();
    expect(popups.map((p) => p.popup.closed)).toEqual([true, true]);
  });

  it('in the native app a named game window still reaches the app as a gameWindow', () => {
    const { win } = fakeBrowser();
    const native = jest.fn();
    setNativeOpener(native);
    openWaitingWindow('gameWindow', win, { name: gameWindowName('a') })?.navigate('https://games.example/x');
    expect(native).toHaveBeenCalledWith('https://games.example/x', 'gameWindow');
  });

  it('ignores a value that is not a window type', () => {
    localStorage.setItem(WAITING_WINDOW_KEY, 'somethingElse');
    expect(readWaitingWindow()).toBeNull();
  });

  it('in the native app opens nothing until the URL is known, then hands it over', () => {
    const { win } = fakeBrowser();
    const native = jest.fn();
    setNativeOpener(native);
    const waiting = openWaitingWindow('gameWindow', win);
    expect(win.open).not.toHaveBeenCalled();
    waiting?.navigate('https://games.example/x');
    expect(native).toHaveBeenCalledWith('https://games.example/x', 'gameWindow');
  });
});
