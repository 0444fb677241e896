import { QueryClient } from '@tanstack/react-query';
import type { GameEntry } from '@croupier/shared';
import { gamesKeys } from '../query-keys.js';
import { isListQuery, setFavoriteInLists } from './list-queries.js';

const entry = (id: number, member_favorite: 0 | 1 = 0) =>
  ({ id, member_favorite, game_name: `G${id}` }) as unknown as GameEntry;

describe('setFavoriteInLists', () => {
  it("sets the game's flag in every cached list, and only there", () => {
    const client = new QueryClient();
    const untouched = entry(2);
    client.setQueryData(gamesKeys.gameList('USD', 0, 'pc'), [{ gt_id: 2, gp_list: [entry(1), untouched] }]);
    client.setQueryData(gamesKeys.tagGameList('USD', 0), [{ tag: 'hot', game_list: [entry(1)] }]);
    client.setQueryData(gamesKeys.templateGameList('USD', 0), [
      { id: 1, gt_id: 2, title: 'x', game_list: [entry(3), entry(1)] },
    ]);
    client.setQueryData(gamesKeys.gameLabel('USD', 'GPR8', 2, 0), {
      list: [{ tag: 'new', game_list: [entry(1)] }],
      main: [entry(1), entry(3)],
    });
    client.setQueryData(gamesKeys.lastPlaying(7), [1, 3]);

    setFavoriteInLists(client, 1, 1);

    const flags = (list: GameEntry[]) => list.map((e) => [e.id, e.member_favorite]);
    const groups = client.getQueryData<{ gp_list: GameEntry[] }[]>(gamesKeys.gameList('USD', 0, 'pc'));
    expect(flags(groups?.[0]?.gp_list ?? [])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(groups?.[0]?.gp_list[1]).toBe(untouched);
    expect(
      flags(client.getQueryData<{ game_list: GameEntry[] }[]>(gamesKeys.tagGameList('USD', 0))?.[0]?.game_list ?? []),
    ).toEqual([[1, 1]]);
    expect(
      flags(
        client.getQueryData<{ game_list: GameEntry[] }[]>(gamesKeys.templateGameList('USD', 0))?.[0]?.game_list ?? [],
      ),
    ).toEqual([
      [3, 0],
      [1, 1],
    ]);
    const label = client.getQueryData<{ list: { game_list: GameEntry[] }[]; main: GameEntry[] }>(
      gamesKeys.gameLabel('USD', 'GPR8', 2, 0),
    );
    expect(flags(label?.main ?? [])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect(flags(label?.list[0]?.game_list ?? [])).toEqual([[1, 1]]);
    expect(client.getQueryData(gamesKeys.lastPlaying(7))).toEqual([1, 3]);

    setFavoriteInLists(client, 1, 0);
    expect(
      flags(client.getQueryData<{ main: GameEntry[] }>(gamesKeys.gameLabel('USD', 'GPR8', 2, 0))?.main ?? []),
    ).toEqual([
      [1, 0],
      [3, 0],
    ]);
  });

  it('knows the game lists from the other games queries', () => {
    expect(isListQuery({ queryKey: gamesKeys.gameLabel('USD', 'GPR8', 2, 0) })).toBe(true);
    expect(isListQuery({ queryKey: gamesKeys.lastPlaying(7) })).toBe(false);
    expect(isListQuery({ queryKey: gamesKeys.jackpot('USD') })).toBe(false);
    expect(isListQuery({ queryKey: ['shell', 'game-list'] })).toBe(false);
  });
});
