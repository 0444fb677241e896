// A member's favourite switch on a card: a toggle button (aria-pressed) named after the game.
import { memo } from 'react';

export const FavoriteToggle = memo(function FavoriteToggle({
  label,
  pressed,
  onToggle,
}: {
  /** Translated by the grid: 'Favourite: <game>'. */
  label: string;
  pressed: boolean;
  onToggle(): void;
}) {
  return (
    <button type="button" className="mfg-fav" aria-pressed={pressed} aria-label={label} onClick={onToggle}>
      <span className="mfg-fav__icon" aria-hidden="true">
        {pressed ? '★' : '☆'}
      </span>
    </button>
  );
});
