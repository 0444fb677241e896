// The game-type bar: one link per type group of /v3/game_list to its hall, with the type's icon
// (gt_icon, or gt_icon_active for the current hall and on hover) and its name.
import { useTranslation } from 'react-i18next';
import { type GameTypeGroup, useLinkClick } from '@croupier/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { gameHallPath } from '../../routes.js';
import { LoadFailed } from './list-status.js';
import { gameTypeName } from '../type-name.js';

/** The type's name: the brand's gt_name, else ours for the spec's type names. */
export function useGameTypeName(): (gtId: number, gtName?: string) => string {
  const { t } = useTranslation();
  return (gtId, gtName) => gameTypeName(gtId, gtName, t);
}

export function GameTypeBar({ groups, current }: { groups: readonly GameTypeGroup[]; current?: number }) {
  const { t } = useTranslation();
  const follow = useLinkClick();
  const typeName = useGameTypeName();
  return (
    <nav className="mfg-types" aria-label={t('lists.type_bar')}>
      <ul>
        {groups.map((group) => {
          const href = gameHallPath(group.gt_id);
          return (
            <li key={group.gt_id}>
              <a
                href={href}
                aria-current={group.gt_id === current ? 'page' : undefined}
                onClick={(event) => follow(event, href)}
              >
                {group.gt_icon && (
                  <img
                    className="mfg-types__icon mfg-types__icon--idle"
                    src={group.gt_icon}
                    alt=""
                    width={32}
                    height={32}
                    decoding="async"
                  />
                )}
                {group.gt_icon_active && (
                  <img
                    className="mfg-types__icon mfg-types__icon--active"
                    src={group.gt_icon_active}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span>{typeName(group.gt_id, group.gt_name)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The bar over /v3/game_list: its row keeps its height while loading, so nothing moves. */
export function TypeBar({ query, current }: { query: UseQueryResult<GameTypeGroup[]>; current?: number }) {
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className="mfg-types" aria-hidden="true">
        <ul />
      </div>
    );
  }
  return <GameTypeBar groups={query.data} current={current} />;
}
