// The cached games lists as a family: which query keys hold GameEntry lists, and how to set one
// game's member_favorite in each of them (a favourite shows in every list at once).
import type { GameEntry, GameLabelList, GameLabelResponse, GameTypeGroup, TemplateGameSection } from '@croupier/shared';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { gamesKeys } from '../query-keys.js';

const LIST_KINDS = ['game-list', 'tag-game-list', 'game-label', 'template-game-list'] as const;
type ListKind = (typeof LIST_KINDS)[number];

const listKind = (key: QueryKey): ListKind | null =>
  key[0] === gamesKeys.all[0] && (LIST_KINDS as readonly unknown[]).includes(key[1]) ? (key[1] as ListKind) : null;

/** The game lists (not last played, jackpot, demo or sport). */
export const isListQuery = (query: Pick<Query, 'queryKey'>): boolean => listKind(query.queryKey) !== null;

type Flag = GameEntry['member_favorite'];

const patchEntries = (entries: GameEntry[] | undefined, gameId: number, flag: Flag): GameEntry[] | undefined => {
  if (!entries?.some((entry) => entry.id === gameId && entry.member_favorite !== flag)) return entries;
  return entries.map((entry) => (entry.id === gameId ? { ...entry, member_favorite: flag } : entry));
};

const patchLabelLists = (lists: GameLabelList[], gameId: number, flag: Flag) =>
  lists.map((list) => {
    const gameList = patchEntries(list.game_list, gameId, flag);
    return gameList === list.game_list ? list : { ...list, game_list: gameList ?? [] };
  });

/** The list data of one query with the game's flag set; the same object when nothing changes. */
export function withFavorite(kind: ListKind, data: unknown, gameId: number, flag: Flag): unknown {
  if (data === undefined || data === null) return data;
  switch (kind) {
    case 'game-list':
      return (data as GameTypeGroup[]).map((group) => {
        const gpList = patchEntries(group.gp_list, gameId, flag);
        return gpList === group.gp_list ? group : { ...group, gp_list: gpList ?? [] };
      });
    case 'tag-game-list':
      return patchLabelLists(data as GameLabelList[], gameId, flag);
    case 'template-game-list':
      return (data as TemplateGameSection[]).map((section) => {
        const gameList = patchEntries(section.game_list, gameId, flag);
        return gameList === section.game_list ? section : { ...section, game_list: gameList ?? [] };
      });
    case 'game-label': {
      const label = data as GameLabelResponse;
      return { list: patchLabelLists(label.list, gameId, flag), main: patchEntries(label.main, gameId, flag) ?? [] };
    }
  }
}

/** Sets the game's member_favorite in every cached list. */
export function setFavoriteInLists(queryClient: QueryClient, gameId: number, flag: Flag): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isListQuery })) {
    const kind = listKind(query.queryKey);
    if (kind && query.state.data !== undefined) {
      queryClient.setQueryData(query.queryKey, withFavorite(kind, query.state.data, gameId, flag));
    }
  }
}
