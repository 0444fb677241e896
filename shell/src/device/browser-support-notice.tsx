// The browser-support notice (spec 01 §2): an old Internet Explorer (device notSupport) is told
// the site needs a current browser. Shown once per tab; the page stays usable behind it.
import { browserStorage } from '@croupier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { currentDevice } from './current-device.js';
import { LazyModal } from '../layout/lazy-modal.js';

export const NOTICE_SEEN_KEY = 'browserNoticeSeen';

const seen = () => browserStorage('session').getItem(NOTICE_SEEN_KEY) === '1';

export function BrowserSupportNotice() {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(() => currentDevice() === 'notSupport' && !seen());
  const close = () => {
    browserStorage('session').setItem(NOTICE_SEEN_KEY, '1');
    setOpen(false);
  };
  return (
    <LazyModal open={open} onClose={close} title={t('device.notSupported.title')} className="cr-shell-notice">
      <p>{t('device.notSupported.message')}</p>
      <button type="button" className="cr-shell-button" onClick={close}>
        {t('device.notSupported.ok')}
      </button>
    </LazyModal>
  );
}
