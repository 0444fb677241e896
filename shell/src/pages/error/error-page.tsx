// The error page (spec 01 §2): the status code and message, titled 'Page Not Found' for a 404
// and 'Internal Server Error' for anything else, noindex while shown, and a way back to '/'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n/shell-namespace.js';
import { useHeadOverride } from '../../seo/head-override.js';

export interface ErrorPageProps {
  status: number;
  message: string;
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation(SHELL_NS);
  const title = status === 404 ? t('routing.error.notFoundTitle') : t('routing.error.serverErrorTitle');
  useHeadOverride(title, true);
  return (
    <section className="cr-page-error" aria-labelledby="cr-page-error-title">
      <p className="cr-page-error__code" aria-label={t('routing.error.status', { status })}>
        {status}
      </p>
      <h1 id="cr-page-error-title">{title}</h1>
      <p>{message}</p>
      <Link to="/" className="cr-page-button">
        {t('routing.error.backHome')}
      </Link>
    </section>
  );
}

/** An unmatched path: 'Page not found: {path}'. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation(SHELL_NS);
  return <ErrorPage status={404} message={t('routing.error.pageNotFound', { path })} />;
}

/** A route whose parameters fail validation (an unknown faq id): 'Page Not Found: {path}'. */
export function InvalidRoutePage({ path }: { path: string }) {
  const { t } = useTranslation(SHELL_NS);
  return <ErrorPage status={404} message={t('routing.error.validationFailed', { path })} />;
}
