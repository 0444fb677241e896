import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission } from '../api/types.js';
import { useCan, useMe, useSession } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { usePageTitle } from '../ui/page-title.js';
import { pagesFor } from './pages.js';

/** What only a signed-in operator sees; anyone else goes to the sign-in page (and back after). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (session.isError) {
    return (
      <main id="main" className="sign-in">
        <p className="alert" role="alert">
          {errorText(session.error)}
        </p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  if (!session.data) {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}

/** A page behind a permission: without it, the page says so (its address is not a way in). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return can(permission) ? children : <NotAllowed />;
}

function NotAllowed() {
  const { t } = useTranslation();
  usePageTitle(t('errors.pageNotAllowedTitle'));
  return (
    <>
      <h1>{t('errors.pageNotAllowedTitle')}</h1>
      <p>{t('errors.pageNotAllowed')}</p>
    </>
  );
}

/** The console's home: the first page the operator may use. */
export function Home() {
  const { t } = useTranslation();
  const me = useMe();
  const first = pagesFor(me.permissions)[0];
  usePageTitle(first ? null : t('layout.noPagesTitle'));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <h1>{t('layout.noPagesTitle')}</h1>
      <p>{t('layout.noPages')}</p>
    </>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFound')}</p>
    </>
  );
}
