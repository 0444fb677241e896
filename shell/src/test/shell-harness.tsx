// The shell as bootstrap builds it, with fakes only at the edges: fetch (the api), the
// socket (realtime) and the federation runtime (remote loading). Stores, bus, i18n, the
// api client, the registry and the logout sequence are the real ones.
import {
  createBus,
  createI18n,
  createSessionStore,
  createSiteStore,
  createUiStore,
  type LoginSession,
  type MemberCommonLayout,
  type ModuleName,
} from '@croupier/shared';
import { testMemberLayout } from '@croupier/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createShellQueryClient } from '../app/query-client.js';
import type { ShellServices } from '../services/services.js';
import { ShellApp, ShellProviders } from '../app/shell-app.js';
import { createShellApi } from '../app/shell-api.js';
import { registerShellNamespace } from '../i18n/shell-namespace.js';
import { createRemoteRegistry, type FederationRuntime } from '../remotes/registry.js';
import type { Logout } from '../services/services.js';
import { createLogout } from '../session/logout.js';
import { createFakeFetch, ok, type Answers } from './fake-fetch.js';
import { createFakeRealtime } from './fake-realtime.js';
import { createFakeRemote } from './fake-remote.js';
import { siteDetail } from './site-detail.js';

export const MEMBER: LoginSession = {
  token: 'token-of-ravi',
  member_id: 7,
  member_account: 'ravi2024',
  member_currency: 'INR',
  member_type: 1,
  site_id: '1',
};

export const memberLayout = (over: Partial<MemberCommonLayout> = {}): MemberCommonLayout =>
  testMemberLayout({
    id: MEMBER.member_id,
    member_account: MEMBER.member_account,
    member_currency: 'INR',
    member_cash: '1250.00',
    ...over,
  });

/** What each remote renders in the fake federation runtime. */
export const REMOTE_TEXT: Record<string, string> = {
  'mf_games/app': 'Games lobby',
  'mf_member_center/app': 'Member centre',
  'mf_proxy/app': 'Agent area',
  'mf_promotions/app': 'Promotions',
  'mf_auth/app': 'Auth callback',
  'mf_auth/login-modal': '',
  'mf_member_center/member-services': '',
  'mf_promotions/home-banners': 'Home banners',
  'mf_promotions/site-promotions': '',
};

const moduleOf = (id: string) => (id.split('/')[0] ?? '').replace(/_/g, '-') as ModuleName;

export interface TestShellOptions {
  modules?: Partial<Record<ModuleName, boolean>>;
  /** A member already logged in (stored before the shell starts). */
  session?: LoginSession;
  answers?: Answers;
  /** The federation runtime's loadRemote; by default every remote loads a fake that renders REMOTE_TEXT. */
  loadRemote?: FederationRuntime['loadRemote'];
}

export async function createTestShell(opts: TestShellOptions = {}) {
  const fake = createFakeFetch({
    '/member/profile/common/layout': ok({ member_common_layout: memberLayout() }),
    '/logout': { body: { header: { status: '200100', desc: 'success' }, body: null } },
    '/arks/web/visitor/country': ok({ country: 'IN', currency: 'INR' }),
    ...opts.answers,
  });
  const realtime = createFakeRealtime();
  const registered: { name: string; entry: string }[] = [];
  const remotes = new Map(Object.entries(REMOTE_TEXT).map(([id, text]) => [id, createFakeRemote(moduleOf(id), text)]));
  const federation: FederationRuntime = {
    registerRemotes: (list) => void registered.push(...list),
    loadRemote: opts.loadRemote ?? (async <T,>(id: string) => (remotes.get(id)?.remote ?? null) as T | null),
  };

  const session = createSessionStore(localStorage);
  if (opts.session) session.getState().setSession(opts.session);
  const detail = siteDetail(opts.modules);
  const site = createSiteStore(detail.site_id);
  site.getState().setDetail(detail);
  const ui = createUiStore({ language: 'en_US', currency: session.getState().member_currency ?? 'INR' });
  const stores = { session, site, ui };
  const i18n = await createI18n({ language: 'en_US' });
  await registerShellNamespace(i18n);
  const bus = createBus();
  const queryClient = createShellQueryClient();

  let logout: Logout | null = null;
  const api = createShellApi({ bus, session, ui, getLogout: () => logout, fetch: fake.fetch });
  logout = createLogout({ api, bus, stores, queryClient, realtime: realtime.realtime, i18n });
  const registry = createRemoteRegistry(detail.modules, federation);

  const services: ShellServices = {
    bus,
    stores,
    queryClient,
    i18n,
    api,
    realtime: realtime.realtime,
    registry,
    logout,
  };

  /** Renders `node` inside the shell's providers and a router at `path`. */
  const renderInShell = (node: ReactNode, path = '/') =>
    render(
      <ShellProviders services={services}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </ShellProviders>,
    );

  return {
    services,
    fetch: fake,
    realtime,
    registered,
    remotes,
    renderInShell,
    /** The whole shell (layout, routes, hosts) at `path`. */
    renderShell: (path = '/') => renderInShell(<ShellApp />, path),
  };
}
