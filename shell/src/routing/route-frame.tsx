// Around every route: the head (title, description, robots) and hidden SEO heading, the
// page-transition bar, and an error boundary that turns a throwing page into the 500 page.
import { useInsertionEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HeadOverrideProvider } from '../seo/head-override.js';
import { SeoHead } from '../seo/seo-head.js';
import { LoadingOverlay } from './loading-overlay.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ensureRoutingStyles } from './styles.js';

export function RouteFrame() {
  const { pathname } = useLocation();
  useInsertionEffect(() => ensureRoutingStyles(), []);
  return (
    <HeadOverrideProvider>
      <SeoHead />
      <LoadingOverlay />
      <RouteErrorBoundary pathname={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </HeadOverrideProvider>
  );
}
