// Boot: env.json -> site detail -> one of each service. i18n comes first, so
// even a failed boot can say so in the visitor's language. It never throws: any failure,
// i18n's own included, is a result the caller shows as the boot-failure page.
import {
  CHANNEL_AUTH_PATH,
  createBus,
  createI18n,
  createRealtime,
  createSessionStore,
  createSiteStore,
  createUiStore,
  DEFAULT_LOCALE,
  type EchoFactory,
  REMOTES_MANIFEST,
} from '@croupier/shared';
import type { i18n as I18n } from 'i18next';
import { initialLanguage, settleLocale } from '../locale/boot-locale.js';
import { registerShellNamespace } from '../i18n/shell-namespace.js';
import { closeSocketWithPage } from '../realtime/page-lifecycle.js';
import { loadParcelHost } from '../remotes/parcel-host.js';
import { createRemoteRegistry, type FederationRuntime } from '../remotes/registry.js';
import { releaseHealthFor } from '../remotes/release-health-for.js';
import { pageReleaseVisitor, settleOverrides } from '../remotes/release-visitor.js';
import { splitLocalePath } from '../locale/locale-url.js';
import { startPageRemotes } from '../routing/page-remotes.js';
import { keepRemoteFrame } from '../routing/remote-frame.js';
import type { Logout } from '../services/services.js';
import { createLogout } from '../session/logout.js';
import { fetchSiteDetail } from '../services/api/site-detail.js';
import { installDebugHandle } from './debug-handle.js';
import { fetchRuntimeEnv, type RuntimeEnv } from './env.js';
import { createShellQueryClient } from './query-client.js';
import { createShellApi } from './shell-api.js';
import { yieldToMain } from '../services/yield-to-main.js';
import type { ShellServices } from '../services/services.js';

/** The edges: the federation runtime, the network, the socket. Only tests replace the last two. */
export interface BootOptions {
  federation: FederationRuntime;
  fetch?: typeof fetch;
  echoFactory?: EchoFactory;
  /** env.json as the page's first script asked it (index.ts), beside the shell's chunks. */
  env?: Promise<RuntimeEnv>;
}

/** A failure carries i18n when it got that far (null: it did not, the page speaks English). */
export type BootResult = { ok: true; services: ShellServices } | { ok: false; i18n: I18n | null; error: unknown };

export async function boot({
  federation,
  fetch: doFetch,
  echoFactory,
  env: earlyEnv,
}: BootOptions): Promise<BootResult> {
  let i18n: I18n | null = null;
  try {
    // The shell's modules have just been evaluated in this task: the boot starts in the next.
    await yieldToMain();
    const bus = createBus();
    const session = createSessionStore();
    const ui = createUiStore({
      language: initialLanguage() ?? DEFAULT_LOCALE,
      currency: session.getState().member_currency,
    });
    const started = await createI18n({ language: ui.getState().language });
    await registerShellNamespace(started);
    i18n = started;
    // The api's lang header follows the interface language (use-switch-language.ts changes it).
    i18n.on('languageChanged', (language) => ui.getState().setLanguage(language));
    // Else the stores and i18n would run in one task with the site detail's request once env.json is in.
    await yieldToMain();

    const env = await (earlyEnv ?? fetchRuntimeEnv(doFetch));
    const site = createSiteStore(env.SITE_ID);
    const stores = { session, site, ui };

    let logout: Logout | null = null; // built below, once everything it clears exists
    const api = createShellApi({ bus, session, ui, getLogout: () => logout, ...(doFetch ? { fetch: doFetch } : {}) });

    const visitor = await pageReleaseVisitor();
    const detail = await fetchSiteDetail(api, env.SITE_ID, visitor);
    void settleOverrides(detail, visitor.overrides);
    site.getState().setDetail(detail);
    session.getState().setSiteName(detail.site_name);
    // Language (URL prefix, cookie, site default; moves to the locale path), dates' zone, currency.
    await settleLocale({ detail, i18n, stores, api });
    await yieldToMain();

    const realtime = createRealtime({
      config: detail.env_config.socket,
      authEndpoint: CHANNEL_AUTH_PATH,
      getToken: () => session.getState().token,
      getMemberId: () => session.getState().member_id,
      ...(echoFactory ? { echoFactory } : {}),
    });

    const queryClient = createShellQueryClient();
    const health = releaseHealthFor(env.SITE_ID, detail.modules, doFetch);
    const registry = createRemoteRegistry(detail.modules, federation, REMOTES_MANIFEST, health);
    // The page's remotes load while the shell renders, not after its first commit; so does the
    // parcel machinery that mounts them (else its chunk's script would go in with the first
    // commit's effects). Each start is a task of its own: with the page's first data they would make
    // one task of ~22 ms (the remotes' route match and the runtime's chunk, the first queries), which
    // counts towards Total Blocking Time.
    startPageRemotes(registry, splitLocalePath(window.location.pathname).rest, session.getState().isLoggedIn);
    await yieldToMain();
    loadParcelHost().catch(() => undefined);
    await yieldToMain();
    // Before React's first render takes the frame off the page: what the remotes drew first.
    keepRemoteFrame(document);
    const sequence = createLogout({ api, bus, stores, queryClient, realtime, i18n });
    logout = sequence;
    installDebugHandle(realtime);
    // Last, so a failed boot leaves no socket open; closed again with the page.
    realtime.connect();
    closeSocketWithPage(realtime);

    return { ok: true, services: { bus, stores, queryClient, i18n, api, realtime, registry, logout: sequence } };
  } catch (error) {
    console.error('[shell] boot failed', error);
    return { ok: false, i18n, error };
  }
}
