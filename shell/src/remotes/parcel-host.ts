// The parcel machinery (single-spa, single-spa-react and MountedParcel) is a chunk of its own,
// loaded beside a page's first remote (use-remote-module.ts waits for both), not before the
// shell's first render. A failed load is forgotten, so the slot's retry loads it again.
import { lazy } from 'react';

let loading: Promise<typeof import('./mounted-parcel.js')> | null = null;

export function loadParcelHost(): Promise<typeof import('./mounted-parcel.js')> {
  if (!loading) {
    loading = import(/* webpackChunkName: "parcel" */ './mounted-parcel.js');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Rendered only once loadParcelHost has resolved (a ready slot), so it suspends for a tick at most. */
export const LazyMountedParcel = lazy(() => loadParcelHost().then((m) => ({ default: m.MountedParcel })));
