// The parcel machinery (single-spa, single-spa-react and MountedParcel) is a chunk of its own,
// started by the boot after the page's remotes (use-remote-module.ts waits for both), not with
// the shell's first render. A failed load is forgotten, so the slot's retry loads it again.
// Not React.lazy: a lazy component suspends on its first render even when its code is in, and
// React holds the content that follows a Suspense fallback back for up to 300 ms (on a hall,
// the largest paint comes as much later).
import { createElement, type ComponentProps, type ReactElement } from 'react';

type ParcelHost = typeof import('./mounted-parcel.js');

let host: ParcelHost | null = null;
let loading: Promise<ParcelHost> | null = null;

export function loadParcelHost(): Promise<ParcelHost> {
  if (!loading) {
    loading = import(/* webpackChunkName: "parcel" */ './mounted-parcel.js').then((module) => (host = module));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** <MountedParcel> (one component, the same every render), for a slot whose remote is ready: its load waited for loadParcelHost. */
export function mountedParcel(props: ComponentProps<ParcelHost['MountedParcel']>): ReactElement {
  if (!host) throw new Error('the parcel host is not loaded yet (loadParcelHost)');
  return createElement(host.MountedParcel, props);
}
