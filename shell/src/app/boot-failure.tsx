import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';

/** Shown when env.json or the site detail cannot be had: nothing else can run without them. */
export function BootFailure({ i18n, onRetry }: { i18n: I18n; onRetry: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BootFailureMessage onRetry={onRetry} />
    </I18nextProvider>
  );
}

function BootFailureMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <main className="cr-shell-boot">
      <p role="alert">{t('boot.failed')}</p>
      <button type="button" className="cr-shell-button" onClick={onRetry}>
        {t('boot.retry')}
      </button>
    </main>
  );
}
