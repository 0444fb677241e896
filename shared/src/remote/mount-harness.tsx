// The standalone dev harness (`npm run dev` in a remote): builds the props the shell would —
// bus, stores on localStorage, the API client on same-origin /api (the remote's dev server
// proxies it to the api), query client, i18n, the socket from the site detail — and mounts
// the remote as a parcel with a small history-based location and navigate.

import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
// From the share scope, never by a relative path: the toast and dialog hosts must read the stores
// the remote's own components write to (one copy of each in the page).
import {
  browserStorage,
  BusEvent,
  createApiClient,
  createBus,
  createI18n,
  createRealtime,
  createSessionStore,
  createSiteStore,
  createUiStore,
  DEFAULT_LOCALE,
  DialogHost,
  expectSuccess,
  ToastHost,
  type EchoFactory,
  type SiteDetail,
} from '@croupier/shared';
import type { RemoteLocation, RemoteModule, RemoteProps } from './types.js';

/** The local stack's seeded site. */
const HARNESS_SITE_ID = '1';

export interface HarnessOptions {
  basePath: string;
  element: HTMLElement;
  siteId?: string;
  /** Edges, for the harness's own test. */
  fetch?: typeof fetch;
  echoFactory?: EchoFactory;
}

const currentLocation = (): RemoteLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

export async function mountHarness(remote: RemoteModule, opts: HarnessOptions): Promise<Parcel> {
  const siteId = opts.siteId ?? HARNESS_SITE_ID;
  const session = createSessionStore(browserStorage('local'));
  const site = createSiteStore(siteId);
  const ui = createUiStore({ language: DEFAULT_LOCALE });
  const bus = createBus();
  const queryClient = new QueryClient();
  const i18n = await createI18n({ language: ui.getState().language });
  ui.subscribe((s, prev) => {
    if (s.language !== prev.language) void i18n.changeLanguage(s.language);
  });

  const api = createApiClient({
    getToken: () => session.getState().token,
    setToken: (token) => session.getState().setToken(token),
    getLang: () => ui.getState().language,
    onUnauthorized: () => bus.emit(BusEvent.logoutRequested, { reason: 'unauthorized' }),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  const detail = expectSuccess(await api.post<SiteDetail>('/arks/web/site/detail', { site_id: siteId }));
  site.getState().setDetail(detail);
  session.getState().setSiteName(detail.site_name);
  ui.getState().setCurrency(session.getState().member_currency ?? detail.settings.CURRENCY.split(',')[0] ?? '');

  const realtime = createRealtime({
    config: detail.env_config.socket,
    getToken: () => session.getState().token,
    getMemberId: () => session.getState().member_id,
    ...(opts.echoFactory ? { echoFactory: opts.echoFactory } : {}),
  });
  realtime.connect();

  // What the shell does on login and logout, in miniature.
  bus.on(BusEvent.loginSucceeded, () => {
    realtime.reconnect();
    void queryClient.invalidateQueries();
  });
  bus.on(BusEvent.logoutRequested, async ({ reason }) => {
    if (reason === 'user') await api.post('/logout').catch(() => undefined);
    session.getState().clear();
    api.abortBackground();
    realtime.reconnect();
    queryClient.clear();
    bus.emit(BusEvent.loggedOut, { reason });
  });

  const props: RemoteProps = {
    basePath: opts.basePath,
    location: currentLocation(),
    navigate: (to, options) => {
      if (options?.replace) history.replaceState(null, '', to);
      else history.pushState(null, '', to);
      rerender();
    },
    bus,
    stores: { session, site, ui },
    queryClient,
    i18n,
    api,
    realtime,
  };
  // Toasts and dialogs are the shell's hosts; standalone, the harness provides them.
  const hostsElement = document.createElement('div');
  opts.element.after(hostsElement);
  const hosts = createRoot(hostsElement);
  hosts.render(
    <I18nextProvider i18n={i18n}>
      <ToastHost />
      <DialogHost />
    </I18nextProvider>,
  );

  const parcel = mountRootParcel(remote, { ...props, domElement: opts.element });
  function rerender() {
    // single-spa replaces a parcel's props on update, so the element goes along again.
    const next = { ...props, location: currentLocation(), domElement: opts.element };
    void parcel.update?.(next as RemoteProps);
  }
  window.addEventListener('popstate', rerender);
  void parcel.unmountPromise.then(() => {
    window.removeEventListener('popstate', rerender);
    realtime.disconnect();
    hosts.unmount();
    hostsElement.remove();
  });
  await parcel.mountPromise;
  return parcel;
}
