// A link from the content lists (footer, float): a site route, a new tab, or the customer-service
// URL of the interface language (env_config.customerUrl). A new tab is announced as such.
import { useStore, type ContentLinkOpenType } from '@croupier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export interface ContentLinkProps {
  url: string;
  openType: ContentLinkOpenType;
  className?: string;
  /** An accessible name other than the visible children (icon-only buttons). */
  label?: string;
  children: ReactNode;
}

const isSafeExternal = (url: string) => /^https?:\/\//i.test(url);
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** env_config.customerUrl for the language, else English, else any. */
export function useCustomerServiceUrl(): string | null {
  const { stores } = useServices();
  const language = useStore(stores.ui, (s) => s.language);
  const urls = useStore(stores.site, (s) => s.detail?.env_config.customerUrl);
  const url = urls?.[language] ?? urls?.en_US ?? Object.values(urls ?? {})[0] ?? null;
  return url && isSafeExternal(url) ? url : null;
}

export function ContentLink({ url, openType, className, label, children }: ContentLinkProps) {
  const { t } = useTranslation(SHELL_NS);
  const serviceUrl = useCustomerServiceUrl();
  if (openType === 'route' && isSitePath(url)) {
    return (
      <Link to={url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  const href = openType === 'customer_service' ? serviceUrl : isSafeExternal(url) ? url : null;
  if (!href) return null; // nothing safe to open: no dead control
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} (${t('layout.newWindow')})` : undefined}
    >
      {children}
      {!label && <span className="cr-shell-visually-hidden"> ({t('layout.newWindow')})</span>}
    </a>
  );
}
