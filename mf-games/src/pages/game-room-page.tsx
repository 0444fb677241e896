// /gameRoom?gt_id&gp_id&house: the desktop hall of the slot type when the brand's room flag
// (settings.GAME_ROOM) is on — the type's providers beside the chosen provider's list. Off, or
// on a phone, it is the slot list (/slotgame with the same query). Without a provider, the
// first one is chosen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GT_SLOT, useLinkClick, useRemoteProps } from '@croupier/shared';
import {
  GridSkeleton,
  LoadFailed,
  Notice,
  SlotList,
  isHallEntry,
  useGameList,
  useGameTypeName,
  useListParams,
} from '../lists/index.js';
import { gameRoomPath, readProviderListQuery, slotGamePath } from '../routes.js';
import { useProviderName } from './slot-game-page.js';

export function GameRoomPage({ search = new URLSearchParams() }: { search?: URLSearchParams }) {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const { isDesktop, settings } = useListParams();
  const follow = useLinkClick();
  const typeName = useGameTypeName();
  const gameList = useGameList();
  const query = readProviderListQuery(search);
  const gtId = query.gt_id ?? GT_SLOT;
  const roomOn = isDesktop && settings?.GAME_ROOM === true && gtId === GT_SLOT;
  const group = gameList.data?.find((g) => g.gt_id === gtId);
  const halls = group?.gp_list.filter(isHallEntry) ?? [];
  const first = halls[0];
  const provider = { gt_id: gtId, gp_id: query.gp_id ?? '', house: query.house };
  const providerName = useProviderName(provider);

  // Wait for the site settings before deciding: they say whether the room exists.
  const settled = settings !== null;
  useEffect(() => {
    if (!settled) return;
    if (!roomOn) {
      if (query.gp_id)
        navigate(slotGamePath({ gt_id: gtId, gp_id: query.gp_id, house: query.house }), { replace: true });
      else navigate('/', { replace: true });
    } else if (!query.gp_id && first) {
      navigate(gameRoomPath({ gt_id: gtId, gp_id: first.gp_id, house: first.house }), { replace: true });
    }
  }, [settled, roomOn, query.gp_id, query.house, gtId, first, navigate]);

  if (!settled || !roomOn) return null;
  return (
    <div className="mfg-page mfg-room-page">
      <div className="mfg-page__head">
        <h2 className="mfg-page__title">{typeName(gtId, group?.gt_name)}</h2>
      </div>
      <div className="mfg-room">
        <nav className="mfg-room__providers" aria-label={t('lists.providers')}>
          {gameList.isError ? (
            <LoadFailed onRetry={() => void gameList.refetch()} />
          ) : (
            <ul>
              {halls.map((hall) => {
                const href = gameRoomPath({ gt_id: gtId, gp_id: hall.gp_id, house: hall.house });
                const current = hall.gp_id === query.gp_id && hall.house === query.house;
                return (
                  <li key={`${hall.gp_id}:${hall.house}`}>
                    <a href={href} aria-current={current ? 'page' : undefined} onClick={(event) => follow(event, href)}>
                      {hall.gp_name}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>
        <section className="mfg-section">
          {query.gp_id ? (
            <>
              <h3 className="mfg-section__title">{providerName}</h3>
              <SlotList key={`${query.gp_id}:${query.house}`} provider={provider} />
            </>
          ) : gameList.isPending ? (
            <GridSkeleton />
          ) : (
            <Notice>
              <p>{t('lists.provider_missing_hint')}</p>
            </Notice>
          )}
        </section>
      </div>
    </div>
  );
}
