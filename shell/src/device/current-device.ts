// The page's device, read once from the browser (see detect-device.ts for the signals).
import { browserStorage } from '@croupier/shared';
import { APP_FLAG_KEY, detectDevice, type DeviceType } from './detect-device.js';

interface NativeWindow {
  webkit?: { messageHandlers?: { croupier?: unknown } };
  Android?: unknown;
}

function appFlag(win: Window): string | null {
  const fromUrl = new URLSearchParams(win.location.search).get('app');
  const storage = browserStorage('session', win);
  if (fromUrl) storage.setItem(APP_FLAG_KEY, fromUrl);
  return fromUrl ?? storage.getItem(APP_FLAG_KEY);
}

export function readDevice(win: Window = window): DeviceType {
  const native = win as unknown as NativeWindow;
  return detectDevice({
    userAgent: win.navigator.userAgent,
    appFlag: appFlag(win),
    hasIosBridge: Boolean(native.webkit?.messageHandlers?.croupier),
    hasAndroidBridge: Boolean(native.Android),
  });
}

let cached: DeviceType | null = null;
export function currentDevice(): DeviceType {
  cached ??= readDevice();
  return cached;
}
/** Tests only. */
export function resetCurrentDevice(device: DeviceType | null = null): void {
  cached = device;
}
