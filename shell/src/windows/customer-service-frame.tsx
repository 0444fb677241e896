// Customer service over the page (open type iframe, or a blocked new_window).
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { LazyModal } from '../layout/lazy-modal.js';

export function CustomerServiceFrame({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <LazyModal open={url !== null} onClose={onClose} title={t('windows.customerService.title')}>
      {url && <iframe className="cr-shell-cs-frame" src={url} title={t('windows.customerService.frameTitle')} />}
    </LazyModal>
  );
}
