import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document's title: the page's name, then the console's. */
export function usePageTitle(page: string | null): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? t('app.pageTitle', { page, app }) : app;
  }, [page, app, t]);
}
