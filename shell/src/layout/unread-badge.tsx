// The unread-letter badge on the member-centre entries (header, mobile bar): the number, "99+"
// above the spec's badge maximum (02 §9), with "n unread letters" for screen readers. Nothing at 0.
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { unreadLettersStore } from './unread-letters.js';

export const BADGE_MAX = 99;
export const badgeText = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

export function UnreadLettersBadge() {
  const { t } = useTranslation(SHELL_NS);
  const count = useStore(unreadLettersStore, (s) => s.count);
  if (count <= 0) return null;
  return (
    <>
      <span className="cr-shell-badge" aria-hidden="true">
        {badgeText(count)}
      </span>
      <span className="cr-shell-visually-hidden"> ({t('layout.unreadLetters', { count })})</span>
    </>
  );
}
