// Where a list entry leads. A hall entry (customized false: a provider's lobby, spec 02 §3)
// opens its list — /slotgame, or on desktop slot halls /gameRoom when the brand's room flag is
// on — and needs no login; any other entry is one game, handed to the launcher.
import { GT_SLOT, type GameEntry } from '@croupier/shared';
import type { LaunchTarget } from '../launcher/index.js';
import { gameRoomPath, slotGamePath } from '../routes.js';

export const isHallEntry = (entry: Pick<GameEntry, 'customized'>): boolean => entry.customized === false;

export function hallPath(
  entry: Pick<GameEntry, 'gp_id' | 'house' | 'game_type'>,
  gtId: number,
  opts: { isDesktop: boolean; gameRoom: boolean },
): string {
  const query = { gt_id: gtId || entry.game_type, gp_id: entry.gp_id, house: entry.house };
  return opts.isDesktop && opts.gameRoom && query.gt_id === GT_SLOT ? gameRoomPath(query) : slotGamePath(query);
}

export function launchTarget(entry: GameEntry, name: string): LaunchTarget {
  return {
    id: entry.id,
    gp_id: entry.gp_id,
    game_type: entry.game_type,
    game_code: entry.game_code,
    house: entry.house,
    customized: entry.customized,
    name,
  };
}
