// A grid of list entries that stays quick with hundreds of games: the first chunk renders at
// once, the next ones as the end of the grid nears the viewport (or on "Show more", for the
// keyboard), and off-screen cards skip rendering (content-visibility, styles.css). Halls link to
// their list, games launch (entry-target.ts); members get a favourite switch per game.
import { GAME_LABEL_TAGS, useLinkClick } from '@croupier/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@croupier/shared';
import { useLauncher } from '../../launcher/index.js';
import { useFavoriteToggle } from '../api/favorite-store.js';
import { hallPath, isHallEntry, launchTarget } from '../entry-target.js';
import { gameName } from '../game-name.js';
import { useListParams } from '../use-list-params.js';
import { GameCard } from './game-card.js';
import { EAGER_ART, PRIORITY_ART } from './grid-art.js';

export { EAGER_ART } from './grid-art.js';

export const GRID_CHUNK = 48;
/**
 * The first chunk of a list far down its page (the home page's hot and new slots, below five
 * sections): whole rows at 3, 4, 6 and 8 columns, and half the cards a phone's first commit would
 * otherwise build for lists nobody has scrolled to. The rest comes as the list nears.
 */
export const BELOW_FOLD_CHUNK = 24;
const artLoading = (index: number, eager: boolean) =>
  !eager || index >= EAGER_ART ? 'lazy' : index < PRIORITY_ART ? 'high' : 'eager';

export interface GameGridProps {
  entries: readonly GameEntry[];
  /** The game type the entries are listed under (a hall entry's list is of this type). */
  gtId: number;
  /** Show each game's provider under its name (not on a one-provider list). */
  showProvider?: boolean;
  /** When this changes (another tab, filter or search) the grid starts again from one chunk. */
  resetKey?: string;
  /** Told after a member switched a favourite (the list may keep showing what it removed). */
  onFavoriteChange?(entry: GameEntry, status: 0 | 1): void;
  /** The page's first list at the top: its first row's art is not lazy (EAGER_ART). */
  eager?: boolean;
  /** How many cards render before the end of the grid nears the viewport; more come GRID_CHUNK at a time. */
  firstChunk?: number;
}

export function GameGrid({
  entries,
  gtId,
  showProvider = true,
  resetKey = '',
  onFavoriteChange,
  eager = false,
  firstChunk = GRID_CHUNK,
}: GameGridProps) {
  const { t } = useTranslation();
  const { language, isDesktop, isLoggedIn, settings } = useListParams();
  const launcher = useLauncher();
  const favorite = useFavoriteToggle();
  const follow = useLinkClick();
  const [shown, setShown] = useState({ key: resetKey, count: firstChunk });
  const count = shown.key === resetKey ? shown.count : firstChunk;
  if (shown.key !== resetKey) setShown({ key: resetKey, count: firstChunk });
  const more = Math.max(0, entries.length - count);
  const showMore = useCallback(() => setShown((s) => ({ key: s.key, count: s.count + GRID_CHUNK })), []);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || more === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && showMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, count, showMore]);

  // Stable callbacks keep every other card from re-rendering when one changes.
  const { launch } = launcher;
  const onLaunch = useCallback((entry: GameEntry, name: string) => launch(launchTarget(entry, name)), [launch]);
  const { mutate } = favorite;
  const onToggleFavorite = useCallback(
    (entry: GameEntry) => {
      const status = entry.member_favorite === 1 ? 0 : 1;
      mutate({ game_id: entry.id, status });
      onFavoriteChange?.(entry, status);
    },
    [mutate, onFavoriteChange],
  );
  const gameRoom = settings?.GAME_ROOM === true;
  // One object per tag and language, so a card's props stay equal between renders (memo).
  const badges = useMemo(
    () => new Map(GAME_LABEL_TAGS.map((tag) => [tag, { tag, text: t(`lists.badge.${tag}`) }])),
    [t],
  );
  const badgeOf = (tag: string) => badges.get(tag as (typeof GAME_LABEL_TAGS)[number]) ?? null;

  return (
    <>
      <ul className="mfg-grid">
        {entries.slice(0, count).map((entry, index) => {
          const name = gameName(entry.game_name, language);
          const tag = GAME_LABEL_TAGS.find((label) => entry.tag?.toLowerCase() === label);
          return (
            <GameCard
              key={`${entry.gp_id}:${entry.id}:${entry.game_code}`}
              entry={entry}
              name={name}
              href={isHallEntry(entry) ? hallPath(entry, gtId, { isDesktop, gameRoom }) : null}
              busy={launcher.busy}
              showProvider={showProvider}
              onToggleFavorite={isLoggedIn ? onToggleFavorite : null}
              onLaunch={onLaunch}
              onFollow={follow}
              loading={artLoading(index, eager)}
              badge={tag ? badgeOf(tag) : null}
              favoriteLabel={isLoggedIn ? t('lists.favorite', { name }) : ''}
            />
          );
        })}
      </ul>
      {more > 0 && (
        <div className="mfg-more" ref={sentinel}>
          <button type="button" className="mfg-button" onClick={showMore}>
            {t('lists.show_more', { remaining: more })}
          </button>
        </div>
      )}
    </>
  );
}
