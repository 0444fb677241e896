// On a page load (and when the language switches to one the pixel is on for): the ad cookies.
import { useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { useServices } from '../services/services-context.js';
import { useAdTracker } from './use-ad-tracker.js';

// The landing address, read when the shell's code loads: entry links reset the URL to / early.
const LANDING_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

export function AdTracking() {
  const { stores } = useServices();
  const tracker = useAdTracker();
  const language = useStore(stores.ui, (s) => s.language);
  const detail = useStore(stores.site, (s) => s.detail);

  useEffect(() => {
    tracker.visit(LANDING_SEARCH || window.location.search);
  }, [tracker, language, detail]);

  return null;
}
