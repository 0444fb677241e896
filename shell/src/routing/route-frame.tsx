// Around every route: the head (title, description, robots) and hidden SEO heading, the
// page-transition bar, an error boundary that turns a throwing page into the 500 page, and the
// count of a visit through an agent's link (`?id=`).
import { Outlet, useLocation } from 'react-router-dom';
import { HeadOverrideProvider } from '../seo/head-override.js';
import { SeoHead } from '../seo/seo-head.js';
import { useLinkVisit } from './link-visit.js';
import { LoadingOverlay } from './loading-overlay.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import './routing.css';

export function RouteFrame() {
  const { pathname } = useLocation();
  useLinkVisit();
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
