// The unread-letter badge of the Letter menu item: the number (above BADGE_MAX: "99+") for the
// eye, and "n unread" for screen readers. Nothing at 0.
import { useTranslation } from 'react-i18next';
import { BADGE_MAX } from '../constants.js';
import { NAMESPACE } from '../i18n.js';

export const badgeText = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (count <= 0) return null;
  return (
    <>
      <span className="mfmc-badge" aria-hidden="true">
        {badgeText(count)}
      </span>
      <span className="mfmc-visually-hidden"> ({t('menu.unread', { count })})</span>
    </>
  );
}
