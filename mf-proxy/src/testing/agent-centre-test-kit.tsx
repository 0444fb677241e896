// Test kit of the agent centre's pages: mounts a page the way the shell mounts this remote — a
// parcel with the real bus, stores, i18n, query client and api client — with only the api's edge
// answered from a table (routeFetch). agent01 is logged in (member_type 2: level names load).
// Test files using it set IS_REACT_ACT_ENVIRONMENT = false in a beforeAll (a parcel's mount
// awaited inside act() deadlocks, toolchain.md).
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import { CONTRACT_VERSION, defineRemote, type AgentLevelRename, type LoginSession } from '@croupier/shared';
import { createTestRemoteProps, routeFetch, testSiteDetail } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const ok = (data: unknown) => ({ code: 100, message: 'success', data });
export const refused = (code: number, message = '', data: unknown = null) => ({ code, message, data });

export const AGENT: LoginSession = {
  token: 'tok-3',
  member_id: 3,
  member_account: 'agent01',
  member_currency: 'USD',
  member_type: 2,
  site_id: '1',
};

export const LEVEL_NAMES: AgentLevelRename = {
  detail: [
    { agent_level: 1, name: 'Gold partner' },
    { agent_level: 2, name: 'Silver partner' },
  ],
};

export interface MountOptions {
  routes?: Record<string, (body: unknown) => unknown>;
  language?: string;
  pathname?: string;
  search?: string;
}

export async function mountAgentPage(node: ReactNode, opts: MountOptions = {}) {
  const routed = routeFetch({ '/arks/web/agent-level-rename': () => ok(LEVEL_NAMES), ...opts.routes });
  const pathname = opts.pathname ?? '/proxy/DownlineInfo';
  const test = await createTestRemoteProps({
    basePath: '/proxy',
    pathname,
    fetch: routed,
    siteDetail: testSiteDetail({ site_id: '1' }),
    session: AGENT,
    ...(opts.language ? { language: opts.language } : {}),
  });
  const remote = defineRemote({ name: 'mf-proxy', sharedContract: CONTRACT_VERSION, rootComponent: () => <>{node}</>, i18n: i18nBundles });
  const domElement = document.body.appendChild(document.createElement('div'));
  const at = (path: string, search = '') => ({ ...test.props, location: { pathname: path, search, hash: '' }, domElement });
  const parcel = mountRootParcel(remote, at(pathname, opts.search));
  await parcel.mountPromise;
  return {
    props: test.props,
    /** Where the page navigated, in order. */
    navigatedTo: () => test.navigations.map((n) => n.to),
    /** The bodies sent to one path, in order. */
    bodiesTo: (path: string) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
    /** The shell's next location (after a navigate or Back). */
    goTo: async (url: string) => {
      const [path = '', query = ''] = url.split('?');
      await parcel.update?.(at(path, query ? `?${query}` : ''));
    },
    unmount: async () => {
      await parcel.unmount();
      domElement.remove();
    },
  };
}
