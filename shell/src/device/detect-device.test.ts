import { detectDevice, isIos, isNativeApp, type DeviceSignals } from './detect-device.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';

describe('device detection', () => {
  it.each<[string, DeviceSignals, string]>([
    ['a desktop browser', { userAgent: CHROME }, 'web'],
    ['Safari on an iPhone (the website)', { userAgent: IPHONE_SAFARI }, 'web'],
    ['Chrome on Android (the website)', { userAgent: ANDROID_CHROME }, 'web'],
    ['Internet Explorer 11', { userAgent: IE11 }, 'notSupport'],
    ['Internet Explorer 10', { userAgent: IE10 }, 'notSupport'],
    ['IE even with an app flag', { userAgent: IE11, appFlag: 'ios' }, 'notSupport'],
    ['the iOS shell by user agent', { userAgent: `${IPHONE_APP} CroupierApp/ios` }, 'ios'],
    ['the App Store build by user agent', { userAgent: `${IPHONE_APP} CroupierApp/iosStore` }, 'iosStore'],
    ['the Android shell by user agent', { userAgent: `${ANDROID_CHROME} CroupierApp/android` }, 'android'],
    ['the iOS shell by the app flag', { userAgent: IPHONE_APP, appFlag: 'ios' }, 'ios'],
    ['the App Store build by the app flag', { userAgent: IPHONE_APP, appFlag: 'iosStore' }, 'iosStore'],
    ['the Android shell by the app flag', { userAgent: ANDROID_CHROME, appFlag: 'android' }, 'android'],
    ['an unknown app flag', { userAgent: CHROME, appFlag: 'windowsPhone' }, 'web'],
    ['the iOS bridge object', { userAgent: IPHONE_APP, hasIosBridge: true }, 'ios'],
    ['the Android bridge object', { userAgent: ANDROID_CHROME, hasAndroidBridge: true }, 'android'],
    [
      'the user agent token over the flag',
      { userAgent: `${IPHONE_APP} CroupierApp/iosStore`, appFlag: 'ios' },
      'iosStore',
    ],
  ])('%s -> %s', (_label, signals, device) => {
    expect(detectDevice(signals)).toBe(device);
  });

  it('groups the iOS builds and the apps', () => {
    expect([isIos('ios'), isIos('iosStore'), isIos('android'), isIos('web')]).toEqual([true, true, false, false]);
    expect([
      isNativeApp('ios'),
      isNativeApp('iosStore'),
      isNativeApp('android'),
      isNativeApp('web'),
      isNativeApp('notSupport'),
    ]).toEqual([true, true, true, false, false]);
  });
});
