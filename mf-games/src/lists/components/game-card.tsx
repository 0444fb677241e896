// One entry of a list. A hall (customized false) is a link to its list; a game is a button that
// hands itself to the launcher inside the click. While the launcher is busy the button says so
// (aria-disabled) but still passes the click on, so the launcher can tell why it waits.
import { memo, type MouseEvent } from 'react';
import type { GameEntry } from '@croupier/shared';
import { FavoriteToggle } from './favorite-toggle.js';
import { GameThumb, type ThumbLoading } from './game-thumb.js';

export interface GameCardProps {
  entry: GameEntry;
  name: string;
  /** Set for a hall entry: where its list is. */
  href: string | null;
  busy: boolean;
  showProvider: boolean;
  /** null: no favourite switch (a guest, or a hall). */
  onToggleFavorite: ((entry: GameEntry) => void) | null;
  onLaunch(entry: GameEntry, name: string): void;
  onFollow(event: MouseEvent<HTMLAnchorElement>, href: string): void;
  /** How its art loads (game-thumb.ts): lazy unless it is in the first row of the page's first list. */
  loading?: ThumbLoading;
  /** The entry's label badge (hot, new...), translated; the grid translates, not each card (a
   * useTranslation in each card is a hook and a subscription per card, which a phone feels on a
   * 48-card grid). */
  badge?: { tag: string; text: string } | null;
  /** The favourite switch's accessible name, translated by the grid. */
  favoriteLabel?: string;
}

export const GameCard = memo(function GameCard({
  entry,
  name,
  href,
  busy,
  showProvider,
  onToggleFavorite,
  onLaunch,
  onFollow,
  loading,
  badge,
  favoriteLabel = '',
}: GameCardProps) {
  const body = (
    <>
      <GameThumb src={entry.icon_light} name={name} hall={href !== null} loading={loading} />
      <span className="mfg-card__name">{name}</span>
      {/* The provider is shown, not read: the name is what a screen reader needs to pick a game. */}
      {showProvider && href === null && entry.gp_name && (
        <span className="mfg-card__meta" aria-hidden="true">
          {entry.gp_name}
        </span>
      )}
      {badge && <span className={`mfg-badge mfg-badge--${badge.tag}`}>{badge.text}</span>}
    </>
  );
  return (
    <li className="mfg-card">
      {href !== null ? (
        <a className="mfg-card__open" href={href} onClick={(event) => onFollow(event, href)}>
          {body}
        </a>
      ) : (
        <button
          type="button"
          className="mfg-card__open"
          aria-disabled={busy || undefined}
          onClick={() => onLaunch(entry, name)}
        >
          {body}
        </button>
      )}
      {onToggleFavorite && href === null && (
        <FavoriteToggle
          label={favoriteLabel}
          pressed={entry.member_favorite === 1}
          onToggle={() => onToggleFavorite(entry)}
        />
      )}
    </li>
  );
});
