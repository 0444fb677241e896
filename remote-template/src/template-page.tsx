// The template's one page: a region named by its h2 that follows the location the shell passes.
// Replace it with the remote's frame (routes from props.location, links through props.navigate).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@croupier/shared';
import { NAMESPACE } from './i18n.js';
import './template-page.css';

/** The part of `pathname` below the remote's base path, always starting with '/'. */
export function subPath(basePath: string, pathname: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (pathname === base) return '/';
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname || '/';
}

export function TemplatePage({ basePath, location }: Pick<RemoteProps, 'basePath' | 'location'>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section className="mft-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading.page')}</h2>
      <p>{t('status.current_path', { path: subPath(basePath, location.pathname) })}</p>
      <p>{t('status.replace_me')}</p>
    </section>
  );
}
