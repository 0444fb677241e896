import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace.js';

/** Any unmatched path, including the routes of a disabled module (spec 01 §2: 'Page not found: {path}'). */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  return (
    <section className="cr-shell-not-found" aria-labelledby="cr-shell-not-found-title">
      <h1 id="cr-shell-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message', { path: pathname })}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
}
