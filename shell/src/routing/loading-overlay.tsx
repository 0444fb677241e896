// The page-transition indicator (spec 01 §2): shown when the page changes, closed
// LOADING_OVERLAY_CLOSE_DELAY_MS after. A thin bar that never takes clicks or focus, and is
// gone from the page (not just hidden) once closed.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace.js';

/** Spec 01 §9: the loading overlay closes 400 ms after the page changed. */
export const LOADING_OVERLAY_CLOSE_DELAY_MS = 400;

export function LoadingOverlay() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const firstPage = useRef(true);

  // Layout effect: the bar is on screen in the same frame as the new page.
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false; // the first page has the boot screen before it, not a transition
      return;
    }
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), LOADING_OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!open) return null;
  return (
    <div className="cr-route-loading" role="progressbar" aria-label={t('routing.loadingPage')} aria-busy="true">
      <span className="cr-route-loading__bar" />
    </div>
  );
}
