// '/loading' (spec 01 §6): the placeholder a popup shows between the click that opened it (opened
// synchronously so no popup blocker stops it) and the moment the real URL (game, deposit, fast
// payment) is known and the opener navigates it there.
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export function LoadingWindowPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className="cr-shell-loading-window" role="status" aria-live="polite">
      <span className="cr-shell-loading-window__spinner" aria-hidden="true" />
      <p>{t('windows.loading')}</p>
    </section>
  );
}
