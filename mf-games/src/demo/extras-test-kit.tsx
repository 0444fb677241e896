// Test kit of the extras (demo, jackpot, sport): mounts a component the way the shell mounts
// mf-games (a parcel with the real bus, stores, i18n, query client and api client), with only the
// api's edge answered from a table. Test files using it set IS_REACT_ACT_ENVIRONMENT = false in a
// beforeAll (a parcel's mount awaited inside act() deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import { CONTRACT_VERSION, ToastHost, type LoginSession, type SiteDetail, type SiteSettings } from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { mountRemote, routeFetch, testSiteDetail, type MountedRemote } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const SITE_ID = '1';

export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message: string) => ({ code, message, data: null });

export const siteDetail = (settings: Partial<SiteSettings> = {}): SiteDetail =>
  testSiteDetail({ site_id: SITE_ID, settings });

export interface MountExtraOptions {
  routes: Record<string, (body: unknown) => unknown>;
  isDesktop?: boolean;
  settings?: Partial<SiteSettings>;
  session?: LoginSession;
  /** Holds an answer back: the call to `path` waits for the promise returned (if any). */
  hold?: (path: string) => Promise<void> | undefined;
}

export async function mountExtra(node: ReactNode, opts: MountExtraOptions) {
  const routed = routeFetch(opts.routes);
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    await opts.hold?.(path);
    return routed(input, init);
  }) as typeof globalThis.fetch;
  const remote = defineRemote({
    name: 'mf-games',
    sharedContract: CONTRACT_VERSION,
    rootComponent: () => (
      <>
        {node}
        <ToastHost />
      </>
    ),
    i18n: i18nBundles,
  });
  const mounted: MountedRemote = await mountRemote(remote, {
    basePath: '/',
    pathname: '/',
    fetch,
    siteDetail: siteDetail(opts.settings),
    ...(opts.isDesktop === undefined ? {} : { isDesktop: opts.isDesktop }),
    ...(opts.session ? { session: opts.session } : {}),
  });
  /** The bodies sent to one path, in order. */
  const bodiesTo = (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...mounted, calls: routed.calls, bodiesTo };
}
