// What a launch reads from the page: the window, timers and native app (LauncherEnv, replaced in
// tests), the device kind and play device code, the lobby-return URL.
import { hasNativeOpener } from '@croupier/shared';
import { PLAY_DEVICE_DESKTOP, PLAY_DEVICE_MAP, type DeviceKind } from '../constants.js';
import type { Timers } from './state-machine.js';

export interface LauncherEnv {
  win: Window;
  timers: Timers & { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
  wait(ms: number): Promise<void>;
  isNativeApp(): boolean;
}

export const defaultLauncherEnv = (): LauncherEnv => ({
  win: window,
  timers: {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  },
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  isNativeApp: hasNativeOpener,
});

export const CLOSE_PATH = '/close';

export function deviceKind({ isNativeApp, isDesktop }: { isNativeApp: boolean; isDesktop: boolean }): DeviceKind {
  if (isNativeApp) return 'app';
  return isDesktop ? 'desktop' : 'mobile';
}

/** Installed to the home screen (the play call's pwa device code). */
export function isStandalonePwa(win: Window): boolean {
  try {
    return win.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    return false;
  }
}

/** play1's device: desktop 0, else the device map's code (pwa when installed to the home screen). */
export const playDevice = (kind: DeviceKind, opts: { pwa?: boolean } = {}): number =>
  kind === 'desktop' ? PLAY_DEVICE_DESKTOP : opts.pwa ? PLAY_DEVICE_MAP.pwa : PLAY_DEVICE_MAP[kind];

export const launchDevice = (kind: DeviceKind, win: Window): number => playDevice(kind, { pwa: isStandalonePwa(win) });

/**
 * `${origin}/close` under the page's locale prefix: the part of the browser's path before the
 * locale-free path the shell gave the remote ('/zh-CN/gameHall/3' and '/gameHall/3' give '/zh-CN').
 */
export function lobbyUrl(location: Pick<Location, 'origin' | 'pathname'>, routePath: string): string {
  const full = location.pathname.replace(/\/+$/, '') || '/';
  const route = routePath.replace(/\/+$/, '') || '/';
  let prefix = '';
  if (route === '/') prefix = full === '/' ? '' : full;
  else if (full.endsWith(route)) prefix = full.slice(0, full.length - route.length);
  // Only a single path segment can be a locale prefix; anything else is not ours to keep.
  if (!/^\/[^/]+$/.test(prefix)) prefix = '';
  return `${location.origin}${prefix}${CLOSE_PATH}`;
}

/** Game URLs may be relative to the site ('/api/provider/slot?token=…'). */
export const absoluteUrl = (url: string, origin: string): string => new URL(url, origin).href;
