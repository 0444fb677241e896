// What the test kits of this remote share: a component mounted as the shell mounts mf-promotions
// (shared mountPage: a parcel with the real bus, stores, i18n, query client, api client and
// realtime, the toasts around it), only the api's edge answered from a table; and a test file's
// hooks around those mounts.
import type { ReactNode } from 'react';
import type { LoginSession, RemoteProps, SiteSettings } from '@croupier/shared';
import { toast } from '@croupier/shared';
import {
  mountPage,
  testSiteDetail,
  type MountedPage,
  type MountPageOptions,
  type TestRoutes,
} from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export interface MountOptions extends Partial<
  Pick<
    MountPageOptions,
    'routes' | 'language' | 'pathname' | 'search' | 'isDesktop' | 'currency' | 'hold' | 'beforeMount'
  >
> {
  settings?: Partial<SiteSettings>;
  /** A guest when null or left out. */
  session?: LoginSession | null;
}
export type MountNode = ReactNode | ((props: RemoteProps) => ReactNode);

/** Mounts `node` under `basePath` (the page at basePath unless `pathname`); `baseRoutes` answer unless the test's routes do. */
export function mountRemote(
  node: MountNode,
  basePath: string,
  baseRoutes: TestRoutes,
  opts: MountOptions = {},
): Promise<MountedPage> {
  const { routes, settings = {}, session, pathname = basePath, isDesktop = true, ...rest } = opts;
  return mountPage(node, {
    remote: 'mf-promotions',
    bundles: i18nBundles,
    basePath,
    pathname,
    isDesktop,
    siteDetail: testSiteDetail({ site_id: '1', settings }),
    routes: { ...baseRoutes, ...routes },
    ...rest,
    ...(session ? { session } : {}),
  });
}

/**
 * A test file's hooks (act environment off: toolchain.md), unmounting and clearing the toasts
 * after each test; hands back `mount` with `defaults` under each test's options.
 */
export function mountTests<M extends MountedPage>(
  mount: (node: MountNode, opts: MountOptions) => Promise<M>,
  defaults: MountOptions = {},
) {
  const mounted: M[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    for (const m of mounted.splice(0)) await m.unmount();
    toast.clear();
  });
  return async (node: MountNode, opts: MountOptions = {}) => {
    const m = await mount(node, { ...defaults, ...opts, routes: { ...defaults.routes, ...opts.routes } });
    mounted.push(m);
    return m;
  };
}
