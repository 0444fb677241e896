// /slotgame?gt_id&gp_id&house: one provider's game list (no navbar: the shell hides it), with a
// way back to the type's hall. The provider's name comes from its games (gp_name), else the
// hall entry of /v3/game_list, else its gp_id.
import { useTranslation } from 'react-i18next';
import { GT_SLOT, useLinkClick } from '@croupier/shared';
import { Notice, SlotList, useGameLabel, useGameList, useGameTypeName } from '../lists/index.js';
import { gameHallPath, readProviderListQuery } from '../routes.js';

/** The provider's display name from what is already fetched. */
export function useProviderName(provider: { gt_id: number; gp_id: string; house: number }): string {
  const label = useGameLabel(provider);
  const gameList = useGameList();
  const fromGames = label.data?.main.find((entry) => entry.gp_id === provider.gp_id)?.gp_name;
  const fromHall = gameList.data
    ?.find((group) => group.gt_id === provider.gt_id)
    ?.gp_list.find((entry) => entry.gp_id === provider.gp_id)?.gp_name;
  return fromGames || fromHall || provider.gp_id;
}

export function SlotGamePage({ search = new URLSearchParams() }: { search?: URLSearchParams }) {
  const { t } = useTranslation();
  const follow = useLinkClick();
  const typeName = useGameTypeName();
  const query = readProviderListQuery(search);
  const provider = { gt_id: query.gt_id ?? GT_SLOT, gp_id: query.gp_id ?? '', house: query.house };
  const providerName = useProviderName(provider);
  const hall = gameHallPath(provider.gt_id);

  return (
    <div className="mfg-page mfg-slotgame">
      <div className="mfg-page__head">
        <a className="mfg-back" href={hall} onClick={(event) => follow(event, hall)}>
          <span aria-hidden="true">‹</span> {t('lists.back_to', { name: typeName(provider.gt_id) })}
        </a>
        <h2 className="mfg-page__title">{query.gp_id ? providerName : t('lists.provider_missing')}</h2>
      </div>
      {query.gp_id ? (
        <SlotList provider={provider} />
      ) : (
        <Notice>
          <p>{t('lists.provider_missing_hint')}</p>
        </Notice>
      )}
    </div>
  );
}
