// The first focusable thing on the page: jumps over the header to the main content.
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <a
      className="cr-shell-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // The router would treat the hash as a navigation; move focus instead.
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
