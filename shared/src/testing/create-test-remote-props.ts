// RemoteProps for a component or lifecycle test: real bus, stores, i18n, query client and API
// client; only the edges are stand-ins (fetch is the caller's, the socket is a FakeEcho).

import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client.js';
import { createBus } from '../bus/bus.js';
import type { LoginSession, SiteDetail } from '../contracts/index.js';
import { createI18n } from '../i18n/create-i18n.js';
import { createRealtime } from '../realtime/realtime.js';
import { createMemoryStorage } from '../stores/memory-storage.js';
import { createSessionStore } from '../stores/session.js';
import { createSiteStore } from '../stores/site.js';
import { createUiStore } from '../stores/ui.js';
import type { NavigateOptions, RemoteProps } from '../remote/types.js';
import { FakeEcho } from './fake-echo.js';

export interface TestRemoteOptions {
  basePath?: string;
  /** The current path; defaults to basePath. */
  pathname?: string;
  language?: string;
  /** Logged in as this member when given. */
  session?: LoginSession;
  siteDetail?: SiteDetail;
  /** The site id without a site detail (default '1'). */
  siteId?: string;
  isDesktop?: boolean;
  /** The window's width (overrides isDesktop). */
  width?: number;
  /** The currency the page shows (ui store). */
  currency?: string;
  /** Where the session persists (default: memory; localStorage to read it back as the page would). */
  storage?: Storage;
  /** An i18n made beforehand (a test file sharing one, with its namespace registered). */
  i18n?: RemoteProps['i18n'];
  /** The API's edge; without it every call fails with a message naming the path. */
  fetch?: typeof fetch;
}

export interface TestRemote {
  props: RemoteProps;
  /** Every navigate() call, in order. */
  navigations: { to: string; options?: NavigateOptions }[];
  /** The socket of the current connection (the props' realtime is connected). */
  echo(): FakeEcho;
}

const noFetch = (async (input: RequestInfo | URL) => {
  throw new Error(`createTestRemoteProps was given no fetch, but ${String(input)} was called`);
}) as typeof fetch;

export async function createTestRemoteProps(opts: TestRemoteOptions = {}): Promise<TestRemote> {
  const basePath = opts.basePath ?? '/';
  const language = opts.language ?? 'en_US';
  const session = createSessionStore(opts.storage ?? createMemoryStorage());
  if (opts.session) session.getState().setSession(opts.session);
  const site = createSiteStore(opts.siteDetail?.site_id ?? opts.siteId ?? '1');
  if (opts.siteDetail) site.getState().setDetail(opts.siteDetail);
  const width = opts.width ?? (opts.isDesktop === false ? 375 : 1280);
  const ui = createUiStore({ language, width, ...(opts.currency ? { currency: opts.currency } : {}) });

  const echos: FakeEcho[] = [];
  const realtime = createRealtime({
    config: opts.siteDetail?.env_config.socket ?? { key: 'test', host: 'localhost', port: 6001, force_tls: false },
    getToken: () => session.getState().token,
    getMemberId: () => session.getState().member_id,
    echoFactory: (settings) => {
      const echo = new FakeEcho(settings);
      echos.push(echo);
      return echo;
    },
  });
  realtime.connect();

  const navigations: TestRemote['navigations'] = [];
  const props: RemoteProps = {
    basePath,
    location: { pathname: opts.pathname ?? basePath, search: '', hash: '' },
    navigate: (to, options) => void navigations.push(options ? { to, options } : { to }),
    bus: createBus(),
    stores: { session, site, ui },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    i18n: opts.i18n ?? (await createI18n({ language })),
    api: createApiClient({
      getToken: () => session.getState().token,
      setToken: (t) => session.getState().setToken(t),
      getLang: () => ui.getState().language,
      onUnauthorized: () => session.getState().clear(),
      fetch: opts.fetch ?? noFetch,
    }),
    realtime,
  };
  return { props, navigations, echo: () => echos[echos.length - 1] as FakeEcho };
}
