// A member's favourite switch on a card: a toggle button (aria-pressed) named after the game.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export const FavoriteToggle = memo(function FavoriteToggle({
  name,
  pressed,
  onToggle,
}: {
  name: string;
  pressed: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="mfg-fav" aria-pressed={pressed} aria-label={t('lists.favorite', { name })} onClick={onToggle}>
      <span className="mfg-fav__icon" aria-hidden="true">
        {pressed ? '★' : '☆'}
      </span>
    </button>
  );
});
