import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AgentsPage } from './agents/agents-page.js';
import { AuditPage } from './audit/audit-page.js';
import { CashierPage } from './cashier/cashier-page.js';
import { CompliancePage } from './compliance/compliance-page.js';
import { ContentPage } from './content/content-page.js';
import { GamesPage } from './games/games-page.js';
import { Home, NotFound, RequirePermission, RequireSession } from './layout/guards.js';
import { Layout } from './layout/layout.js';
import { PAGES, type PageId } from './layout/pages.js';
import { MembersPage } from './members/members-page.js';
import { OperatorsPage } from './operators/operators-page.js';
import { ReleasesPage } from './releases/releases-page.js';
import { SignInPage } from './sign-in/sign-in-page.js';
import { NewSitePage } from './sites/new-site-page.js';
import { SiteSettingsPage } from './sites/site-settings-page.js';
import { SitesPage } from './sites/sites-page.js';

const ELEMENTS: Record<PageId, () => ReactElement> = {
  sites: () => <SitesPage />,
  releases: () => <ReleasesPage />,
  cashier: () => <CashierPage />,
  members: () => <MembersPage />,
  agents: () => <AgentsPage />,
  compliance: () => <CompliancePage />,
  games: () => <GamesPage />,
  content: () => <ContentPage />,
  operators: () => <OperatorsPage />,
  audit: () => <AuditPage />,
};

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route
        element={
          <RequireSession>
            <Layout />
          </RequireSession>
        }
      >
        <Route index element={<Home />} />
        {PAGES.map((page) => (
          <Route
            key={page.id}
            path={page.path}
            element={<RequirePermission permission={page.permission}>{ELEMENTS[page.id]()}</RequirePermission>}
          />
        ))}
        <Route
          path="/sites/new"
          element={
            <RequirePermission permission="sites.create">
              <NewSitePage />
            </RequirePermission>
          }
        />
        <Route
          path="/sites/:siteId/settings"
          element={
            <RequirePermission permission="sites.read">
              <SiteSettingsPage />
            </RequirePermission>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
