import { PLAY_DEVICE_MAP } from '../constants.js';
import { absoluteUrl, deviceKind, launchDevice, lobbyUrl } from './launch-env.js';

describe('lobbyUrl', () => {
  it.each([
    ['http://site.test', '/', '/', 'http://site.test/close'],
    ['http://site.test', '/gameHall/3', '/gameHall/3', 'http://site.test/close'],
    ['http://site.test', '/zh-CN/gameHall/3', '/gameHall/3', 'http://site.test/zh-CN/close'],
    ['http://site.test', '/zh-CN', '/', 'http://site.test/zh-CN/close'],
    ['http://site.test', '/zh-CN/', '/', 'http://site.test/zh-CN/close'],
    ['http://site.test', '/vi/slotgame', '/slotgame', 'http://site.test/vi/close'],
    ['http://site.test', '/a/b/slotgame', '/slotgame', 'http://site.test/close'],
  ])('%s%s (route %s) -> %s', (origin, pathname, route, expected) => {
    expect(lobbyUrl({ origin, pathname }, route)).toBe(expected);
  });
});

describe('play device (spec 02 §3, the play map)', () => {
  const win = (standalone: boolean) => ({ matchMedia: () => ({ matches: standalone }) }) as unknown as Window;
  it.each([
    [{ isNativeApp: false, isDesktop: true }, false, 0],
    [{ isNativeApp: false, isDesktop: false }, false, PLAY_DEVICE_MAP.mobile],
    [{ isNativeApp: true, isDesktop: false }, false, PLAY_DEVICE_MAP.app],
    [{ isNativeApp: true, isDesktop: true }, false, PLAY_DEVICE_MAP.app],
    [{ isNativeApp: false, isDesktop: false }, true, PLAY_DEVICE_MAP.pwa],
  ])('%o (standalone %s) plays as %i', (page, standalone, expected) => {
    expect(launchDevice(deviceKind(page), win(standalone))).toBe(expected);
  });
});

it('makes a relative game URL absolute on the site origin and leaves an absolute one', () => {
  expect(absoluteUrl('/api/provider/slot?token=a', 'http://site.test')).toBe(
    'http://site.test/api/provider/slot?token=a',
  );
  expect(absoluteUrl('https://games.example/x', 'http://site.test')).toBe('https://games.example/x');
});
