// /gameHall/{gt_id}: a game type's hall — the type bar with this type current, the type's name
// and platform description (at most PLATFORM_DESCRIPTION_MAX provider names, the brand's
// PLATFORM_ORDER first), demo play, then its providers (hall entries, linking to their lists)
// and its games. Sports (4) is the sportsbook iframe.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_HALL, gameTypeById, platformDescription, platformNames, useLinkClick } from '@croupier/shared';
import { DemoPlay } from '../demo/index.js';
import {
  GameSection,
  GridSkeleton,
  Notice,
  TypeBar,
  isHallEntry,
  useFirstAnswerDeferred,
  useGameList,
  useGameTypeName,
  useListParams,
} from '../lists/index.js';
import { SportHall } from '../sport/index.js';

export function GameHallPage({ gtId }: { gtId: number }) {
  const { t } = useTranslation();
  const { language, settings } = useListParams();
  const gameList = useFirstAnswerDeferred(useGameList());
  const typeName = useGameTypeName();
  const follow = useLinkClick();
  const group = gameList.data?.find((g) => g.gt_id === gtId);
  const known = gameTypeById(gtId) !== undefined || group !== undefined;

  const { halls, games, platforms } = useMemo(() => {
    const entries = group?.gp_list ?? [];
    return {
      halls: entries.filter(isHallEntry),
      games: entries.filter((entry) => !isHallEntry(entry)),
      platforms: platformNames(entries, settings?.PLATFORM_ORDER ?? []),
    };
  }, [group, settings?.PLATFORM_ORDER]);

  if (!known) {
    return (
      <div className="mfg-page">
        <Notice>
          <p>{t('lists.hall_not_found')}</p>
          <a href="/" onClick={(event) => follow(event, '/')}>
            {t('lists.to_home')}
          </a>
        </Notice>
      </div>
    );
  }

  const title = typeName(gtId, group?.gt_name);
  return (
    <div className="mfg-page mfg-hall">
      <TypeBar query={gameList} current={gtId} />
      <div className="mfg-page__head">
        <h2 className="mfg-page__title">{title}</h2>
        {platforms.length > 0 && <p className="mfg-page__note">{platformDescription(platforms, language)}</p>}
      </div>
      {gtId === GAME_HALL.sport ? (
        <SportHall />
      ) : (
        <>
          <DemoPlay gtId={gtId} />
          {gameList.isPending && gameList.fetchStatus !== 'idle' && <GridSkeleton cards={8} />}
          {/* The first section's first row is the page's largest paint: not lazy. */}
          {halls.length > 0 && <GameSection level={3} title={t('lists.providers')} entries={halls} gtId={gtId} eager />}
          {games.length > 0 && (
            <GameSection level={3} title={t('lists.games')} entries={games} gtId={gtId} eager={halls.length === 0} />
          )}
          {gameList.isSuccess && halls.length === 0 && games.length === 0 && (
            <Notice>
              <p>{t('lists.empty_hall')}</p>
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
