// Device types (spec 01 §3, 02 §6): the site runs as a website (web), inside the native iOS shell
// (ios; iosStore for the App Store build) or the Android shell (android); notSupport is an old
// Internet Explorer, which gets the browser-support notice.
//
// How the native shells identify themselves (this project's choice; the spec does not show it):
// - the user agent carries `CroupierApp/<ios|iosStore|android>` (the shells append it), or
// - the entry URL carries `?app=<ios|iosStore|android>`, remembered for the tab (APP_FLAG_KEY), or
// - the bridge object is present: window.webkit.messageHandlers.croupier (iOS) / window.Android.
export const DEVICE_TYPES = ['web', 'ios', 'iosStore', 'android', 'notSupport'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export type AppDevice = Extract<DeviceType, 'ios' | 'iosStore' | 'android'>;

/** sessionStorage key remembering the `app` entry flag for the tab. */
export const APP_FLAG_KEY = 'croupier_app';

const APP_DEVICES: readonly AppDevice[] = ['ios', 'iosStore', 'android'];
const isAppDevice = (value: string | null | undefined): value is AppDevice => APP_DEVICES.includes(value as AppDevice);

export interface DeviceSignals {
  userAgent: string;
  /** The `app` flag from the entry URL or the tab's memory of it. */
  appFlag?: string | null;
  hasIosBridge?: boolean;
  hasAndroidBridge?: boolean;
}

// MSIE up to 10; Trident is IE 11.
const OLD_IE = /MSIE \d|Trident\//;
const APP_TOKEN = /CroupierApp\/(iosStore|ios|android)\b/;

export function detectDevice({ userAgent, appFlag, hasIosBridge, hasAndroidBridge }: DeviceSignals): DeviceType {
  if (OLD_IE.test(userAgent)) return 'notSupport';
  const token = APP_TOKEN.exec(userAgent)?.[1];
  if (isAppDevice(token)) return token;
  if (isAppDevice(appFlag)) return appFlag;
  if (hasIosBridge) return 'ios';
  if (hasAndroidBridge) return 'android';
  return 'web';
}

/** ios and iosStore: the iOS shell (no redirect home on logout). */
export const isIos = (device: DeviceType): boolean => device === 'ios' || device === 'iosStore';
export const isNativeApp = (device: DeviceType): device is AppDevice => isAppDevice(device);
