import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export function Footer() {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  return (
    <footer className="cr-shell-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}</p>
      <p>{t('footer.responsible')}</p>
    </footer>
  );
}
