// The shell's tree. Providers come from the caller (bootstrap: BrowserRouter; tests: MemoryRouter).
import { useStore } from '@croupier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ShellLayout } from '../templates/shell-layout.js';
import { preloadWhenIdle, remotesToPreload, whenIdle } from '../remotes/preload.js';
import { preloadModal } from '../layout/lazy-modal.js';
import { AppRoutes } from '../routing/app-routes.js';
import { VersionGuard } from '../version/version-guard.js';
import { SessionEvents } from '../session/session-events.js';
import { AdTracking } from '../tracking/ad-tracking.js';
import type { ShellServices } from '../services/services.js';
import { ServicesProvider, useServices } from '../services/services-context.js';
import { deferred } from '../version/deferred.js';
import { AfterFirstCommit } from '../services/after-first-commit.js';

// The socket connects when the page is idle (shared's echo-connection): its listeners need not
// come before the first render.
// Drawn only while a browser is on an override release: not part of the first render.
const OverrideBadge = deferred(() => import('../remotes/override-badge.js').then((m) => m.OverrideBadge));
const PublicChannels = deferred(() => import('../realtime/public-channels.js').then((m) => m.PublicChannels));
// Toasts asked before it arrives wait in shared's toast store. Its insertion also brings the UI
// kit's sheet, which the remotes' pages use (they load after it: their runtime is larger).
const ToastHost = deferred(() => import('@croupier/shared').then((m) => m.ToastHost));
// Likewise a confirm or prompt asked before it arrives waits in shared's dialog store.
const DialogHost = deferred(() => import('@croupier/shared').then((m) => m.DialogHost));

export function ShellProviders({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

/** Must render inside a router: the shell is the one history owner. */
export function ShellApp() {
  return (
    <>
      <SessionEvents />
      <ShellLayout>
        <AppRoutes />
      </ShellLayout>
      <PublicChannels />
      <AfterFirstCommit>
        <IdlePreload />
        <AdTracking />
        <VersionGuard />
        <OverrideBadgeWhenOn />
      </AfterFirstCommit>
      <ToastHost />
      <DialogHost />
    </>
  );
}

/** The badge's chunk is asked only by a browser the site detail puts on an override release. */
function OverrideBadgeWhenOn() {
  const { stores } = useServices();
  const on = useStore(stores.site, (s) => s.detail?.modules.some((m) => m.release?.channel === 'override') ?? false);
  return on ? <OverrideBadge /> : null;
}

function IdlePreload() {
  const { registry, stores } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const onHome = useLocation().pathname === '/';
  useEffect(() => preloadWhenIdle(registry, remotesToPreload(onHome, isLoggedIn)), [registry, isLoggedIn, onHome]);
  useEffect(() => whenIdle(preloadModal), []);
  return null;
}
