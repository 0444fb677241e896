import { readCookie, type ApiClient, type FbTrackingRequest, type SiteDetail } from '@croupier/shared';
import type { DeviceType } from '../device/detect-device.js';
import { clearCookies } from '../test/cookie-writes.js';
import { siteDetail } from '../test/site-detail.js';
import { createAdTracker, type AdTrackerDeps } from './ad-tracker.js';
import { activePixel } from './pixel.js';

afterEach(clearCookies);

const withPixel = (pixel?: { id: string; languages: string[] }): SiteDetail => {
  const detail = siteDetail();
  return { ...detail, env_config: { ...detail.env_config, ...(pixel ? { fb_pixel: pixel } : {}) } };
};

type Over = Omit<Partial<AdTrackerDeps>, 'device'> & { device?: DeviceType };

function setup(over: Over = {}) {
  const posted: { path: string; body: FbTrackingRequest }[] = [];
  const api = {
    post: jest.fn(async (path: string, body: FbTrackingRequest) => {
      posted.push({ path, body });
      return { code: 100, message: 'success', data: null, success: true };
    }),
  } as unknown as ApiClient;
  const { device = 'web', ...rest } = over;
  const tracker = createAdTracker({
    api,
    site: () => withPixel({ id: 'px-9', languages: ['vi_VN', 'en_US'] }),
    language: () => 'en_US',
    currency: () => 'VND',
    device: () => device,
    isPaymentWindowOpen: () => false,
    pageUrl: () => 'https://site.test/user/Deposit',
    now: () => 1_700_000_000_000,
    ...rest,
  });
  return { tracker, posted };
}

const first = { order_number: 'ORD-1', deposit_amount: '500000', deposit_times: 1 };
const repeat = { order_number: 'ORD-2', deposit_amount: '12.5', deposit_times: 4 };

describe('ad tracker: deposits', () => {
  it('a first deposit sends e_first_pay and a Purchase with value, currency and the order number as event id', async () => {
    const { tracker, posted } = setup();
    document.cookie = '_fbp=fb.1.1.1234567890; Path=/';
    document.cookie = '_fbc=fb.1.2.IwAR; Path=/';
    await tracker.depositSucceeded(first);
    expect(posted.map((p) => p.path)).toEqual(['/api/fb_tracking', '/api/fb_tracking']);
    expect(posted.map((p) => p.body)).toEqual([
      {
        event_name: 'e_first_pay',
        event_id: 'ORD-1',
        site_id: '1',
        pixel_id: 'px-9',
        fbp: 'fb.1.1.1234567890',
        fbc: 'fb.1.2.IwAR',
        language: 'en_US',
        event_source_url: 'https://site.test/user/Deposit',
      },
      {
        event_name: 'Purchase',
        event_id: 'ORD-1',
        value: '500000.00',
        currency: 'VND',
        site_id: '1',
        pixel_id: 'px-9',
        fbp: 'fb.1.1.1234567890',
        fbc: 'fb.1.2.IwAR',
        language: 'en_US',
        event_source_url: 'https://site.test/user/Deposit',
      },
    ]);
  });

  it('a later deposit sends e_pay, plus the Purchase', async () => {
    const { tracker, posted } = setup();
    await tracker.depositSucceeded(repeat);
    expect(posted.map((p) => [p.body.event_name, p.body.event_id, p.body.value])).toEqual([
      ['e_pay', 'ORD-2', undefined],
      ['Purchase', 'ORD-2', '12.50'],
    ]);
  });

  it.each<[string, Over, string]>([
    ['in the iOS app', { device: 'ios' }, 'native-app'],
    ['in the iOS App Store app', { device: 'iosStore' }, 'native-app'],
    ['in the Android app', { device: 'android' }, 'native-app'],
    ['while the payment window is open', { isPaymentWindowOpen: () => true }, 'payment-window-open'],
    ['for a language the pixel is off for', { language: () => 'zh_CN' }, 'pixel-off'],
    ['for a brand without a pixel', { site: () => withPixel() }, 'pixel-off'],
  ])('sends nothing %s', async (_label, over, reason) => {
    const { tracker, posted } = setup(over);
    await expect(tracker.depositSucceeded(first)).resolves.toBe(reason);
    expect(posted).toEqual([]);
  });

  it('a failing call is logged, not thrown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = { post: jest.fn(async () => Promise.reject(new Error('offline'))) } as unknown as ApiClient;
    const { tracker } = setup({ api });
    await expect(tracker.depositSucceeded(first)).resolves.toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('ad tracker: visit', () => {
  it('sets the cookies when the pixel is on for the language', () => {
    const { tracker } = setup();
    tracker.visit('?fbclid=IwAR7');
    expect(readCookie('_fbp')).toMatch(/^fb\.1\.1700000000000\.\d{10}$/);
    expect(readCookie('_fbc')).toBe('fb.1.1700000000000.IwAR7');
  });

  it('does nothing when the pixel is off', () => {
    const { tracker } = setup({ language: () => 'hi_IN' });
    tracker.visit('?fbclid=IwAR7');
    expect(document.cookie).toBe('');
  });
});

describe('activePixel', () => {
  it('is on only for a listed language, whatever its spelling', () => {
    const detail = withPixel({ id: 'px', languages: ['vi_VN'] });
    expect(activePixel(detail, 'vi_VN')?.id).toBe('px');
    expect(activePixel(detail, 'vi-VN')?.id).toBe('px');
    expect(activePixel(detail, 'en_US')).toBeNull();
    expect(activePixel(withPixel({ id: ' ', languages: ['vi_VN'] }), 'vi_VN')).toBeNull();
    expect(activePixel(null, 'vi_VN')).toBeNull();
  });
});
