// <main>, the skip link's target; the home page opens with the site's ads.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HomeAds } from '../layout/home-ads.js';
import { MAIN_CONTENT_ID } from '../layout/skip-link.js';

export function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} className="cr-shell-main" tabIndex={-1}>
      {pathname === '/' && <HomeAds />}
      {children}
    </main>
  );
}
