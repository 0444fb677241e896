// Ad tracking (spec 01 §7): the cookies on a visit and the deposit events, each sent to
// POST /api/fb_tracking (the brand's server forwards them; the page loads no third-party script).
// Nothing at all happens while the brand's pixel is off for the interface language.
import type { ApiClient, FbTrackingRequest, SiteDetail } from '@croupier/shared';
import { isNativeApp, type DeviceType } from '../device/detect-device.js';
import { ensureFbCookies, readFbIds } from './cookies.js';
import { depositEvents, type DepositSuccess } from './deposit-events.js';
import { activePixel } from './pixel.js';

export const FB_TRACKING_PATH = '/api/fb_tracking';

export interface AdTrackerDeps {
  api: ApiClient;
  site(): SiteDetail | null;
  language(): string;
  /** The member's currency (the deposit's). */
  currency(): string | null;
  device(): DeviceType;
  /** The deposit/payment window this page opened is still open: it reports the deposit itself. */
  isPaymentWindowOpen(): boolean;
  /** The page address sent as event_source_url. */
  pageUrl(): string;
  now?: () => number;
}

export type DepositSkip = 'pixel-off' | 'payment-window-open' | 'native-app';

export function createAdTracker(deps: AdTrackerDeps) {
  const now = deps.now ?? Date.now;
  const pixel = () => activePixel(deps.site(), deps.language());

  return {
    /** On a page load: the _fbp / _fbc cookies. */
    visit(search: string): void {
      if (pixel()) ensureFbCookies(search, now());
    },

    /** member_deposit.success. Resolves with what was sent, or why nothing was. */
    async depositSucceeded(deposit: DepositSuccess): Promise<FbTrackingRequest[] | DepositSkip> {
      const active = pixel();
      if (!active) return 'pixel-off';
      if (isNativeApp(deps.device())) return 'native-app';
      if (deps.isPaymentWindowOpen()) return 'payment-window-open';
      const site = deps.site();
      const { fbp, fbc } = readFbIds();
      const requests = depositEvents(deposit, deps.currency()).map((event): FbTrackingRequest => ({
        ...event,
        site_id: site?.site_id ?? '',
        pixel_id: active.id,
        fbp,
        fbc,
        language: deps.language(),
        event_source_url: deps.pageUrl(),
      }));
      await Promise.all(
        requests.map(async (request) => {
          try {
            const result = await deps.api.post(FB_TRACKING_PATH, request);
            if (!result.success) console.warn(`[shell] fb_tracking ${request.event_name} answered code ${result.code}`);
          } catch (error) {
            console.warn(`[shell] fb_tracking ${request.event_name} failed`, error);
          }
        }),
      );
      return requests;
    },
  };
}
export type AdTracker = ReturnType<typeof createAdTracker>;
