// The page's ad tracker, built from the shell's services (one per services object).
import { useMemo } from 'react';
import { useServices } from '../services/services-context.js';
import { currentDevice } from '../device/current-device.js';
import { createAdTracker, type AdTracker, type AdTrackerDeps } from './ad-tracker.js';
import { isPaymentWindowOpen } from './payment-window.js';

export function useAdTracker(overrides: Partial<AdTrackerDeps> = {}): AdTracker {
  const { api, stores } = useServices();
  const { device, isPaymentWindowOpen: windowOpen, pageUrl, now } = overrides;
  return useMemo(
    () =>
      createAdTracker({
        api,
        site: () => stores.site.getState().detail,
        language: () => stores.ui.getState().language,
        currency: () => stores.session.getState().member_currency ?? stores.ui.getState().currency,
        device: device ?? currentDevice,
        isPaymentWindowOpen: windowOpen ?? isPaymentWindowOpen,
        pageUrl: pageUrl ?? (() => window.location.href),
        ...(now ? { now } : {}),
      }),
    [api, stores, device, windowOpen, pageUrl, now],
  );
}
