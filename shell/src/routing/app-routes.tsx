// The route table (spec 01 §2 and 02 §2). Paths are locale-free: the locale is the router's
// basename. A disabled module's routes are not declared, so they fall to the 404 page.
// Every route renders inside RouteFrame (head, SEO heading, transition bar, error boundary);
// pages that are really shown are wrapped in <Page> (the visited-path history) and <Access>
// (the 'auth' guard for members-only paths, see route-table.ts).
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { NotFoundPage } from '../pages/error/error-page.js';
import { DepositEntry, FastDepositEntry, RegisterEntry } from './entries.js';
import { FramedRemoteParcel } from './framed-remote-parcel.js';
import { HomePage } from './home-page.js';
import { Page } from './page.js';
import { REMOTE_ENTRIES } from './remote-entries.js';
import { REMOTE_ROUTES, type RemoteRoute } from './remote-routes.js';
import { RequireMember } from './require-member.js';
import { isMemberOnly } from './route-table.js';
import { RouteFrame } from './route-frame.js';

// The shell's own pages are not on the home page: their code loads when one is visited, so the
// home page's first render does not carry it.
const AppDownloadPage = lazy(() =>
  import('../pages/app-download/app-download-page.js').then((m) => ({ default: m.AppDownloadPage })),
);
const ClosePage = lazy(() => import('../pages/close/close-page.js').then((m) => ({ default: m.ClosePage })));
const FaqIndexPage = lazy(() => import('../pages/faq/faq-page.js').then((m) => ({ default: m.FaqIndexPage })));
const FaqPage = lazy(() => import('../pages/faq/faq-page.js').then((m) => ({ default: m.FaqPage })));
const SponsorPage = lazy(() => import('../pages/sponsor/sponsor-page.js').then((m) => ({ default: m.SponsorPage })));
const LoadingWindowPage = lazy(() =>
  import('../windows/loading-window-page.js').then((m) => ({ default: m.LoadingWindowPage })),
);

const later = (content: ReactNode) => <Suspense fallback={null}>{content}</Suspense>;

/** The 'auth' guard where the path asks for it. */
function Access({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isMemberOnly(pathname) ? <RequireMember>{children}</RequireMember> : children;
}

const page = (content: ReactNode) => (
  <Access>
    <Page>{content}</Page>
  </Access>
);

/** A remote's route: its parcel (with what the HTML brought for it), behind the shell entry the manifest names (if any). */
function remote(r: RemoteRoute) {
  const parcel = page(<FramedRemoteParcel module={r.module} basePath={r.basePath} />);
  const Entry = r.entry ? REMOTE_ENTRIES[r.entry] : undefined;
  return Entry ? <Entry>{parcel}</Entry> : parcel;
}

function Unmatched() {
  const { pathname } = useLocation();
  return <NotFoundPage path={pathname} />;
}

export function AppRoutes() {
  const { registry } = useServices();
  const enabled = (r: RemoteRoute) => registry.isEnabled(r.module);
  return (
    <Routes>
      <Route element={<RouteFrame />}>
        <Route path="/" element={page(<HomePage />)} />
        <Route path="/app" element={page(later(<AppDownloadPage />))} />
        <Route path="/faq" element={page(later(<FaqIndexPage />))} />
        <Route path="/faq/:id" element={page(later(<FaqPage />))} />
        <Route path="/sponsor" element={page(later(<SponsorPage />))} />

        {/* Entries and bare paths that only redirect. */}
        <Route path="/gameHall" element={<Navigate to="/" replace />} />
        <Route path="/main" element={<Navigate to="/" replace />} />
        <Route path="/fastDeposit" element={<FastDepositEntry />} />
        <Route path="/register" element={<RegisterEntry home={page(<HomePage />)} />} />
        <Route path="/Deposit" element={<DepositEntry />} />

        {/* Placeholder windows: no history entry, no guard. */}
        <Route path="/loading" element={later(<LoadingWindowPage />)} />
        <Route path="/close" element={later(<ClosePage />)} />

        {/* The remotes' routes (manifest of remotes); a disabled module's routes are not declared. */}
        {REMOTE_ROUTES.filter(enabled).map((r) => (
          <Route key={r.path} path={r.path} element={remote(r)} />
        ))}

        <Route path="*" element={<Unmatched />} />
      </Route>
    </Routes>
  );
}
