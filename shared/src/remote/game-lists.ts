// The first list of a hall (POST /v3/game_list) and of a provider's slot list (POST /v2/game_label),
// one query each under mf-games' keys: mf-games' pages read them; the shell asks them from its
// start on those pages (its start/lcp-preload.ts), so the list — and the first row of game art,
// the page's largest paint — is on its way while mf-games' code loads. Keys: mf-games' gamesKeys
// gameList / gameLabel with the language appended (its lists/api/list-options.ts inLanguage).
import { queryOptions } from '@tanstack/react-query';
import { expectSuccess, type ApiClient } from '../api/index.js';
import type { GameLabelResponse, GameListRequest, GameListResponse } from '../contracts/index.js';

/** How long a fetched list is shown without asking again (mf-games' LIST_STALE_MS). */
const LIST_STALE_MS = 5 * 60_000;

interface GameLabelRequest {
  site_id: string;
  currency: string;
  /** The support-device code of the layout (desktop 0, mobile 1), as the catalogue stores it. */
  device: number;
  gp_id: string;
  game_type_id: number;
  house: number;
}

/**
 * The last /v3/game_list answer with an ETag per request (in memory only, for the page's life): the
 * api serves guests' lists from its cache, and a POST is never revalidated by the browser, so the
 * client sends If-None-Match itself and a 304 answers the list kept here. A few request shapes per
 * page (currency, device, template, language): no bound needed.
 */
const gameListAnswers = new Map<string, { etag: string; json: unknown }>();

async function fetchGameList(
  api: ApiClient,
  request: GameListRequest,
  signal?: AbortSignal,
): Promise<GameListResponse> {
  const data = expectSuccess(
    await api.post<GameListResponse>('/v3/game_list', request, { signal, revalidate: gameListAnswers }),
  );
  return Array.isArray(data) ? data : [];
}

async function fetchGameLabel(
  api: ApiClient,
  request: GameLabelRequest,
  signal?: AbortSignal,
): Promise<GameLabelResponse> {
  const data = expectSuccess(await api.post<GameLabelResponse>('/v2/game_label', request, { signal }));
  return { list: data?.list ?? [], main: data?.main ?? [] };
}

/** @deprecated mf-games alone asks it; 8.0.0 moves it into mf-games. */
export const gameListQuery = (api: ApiClient, request: GameListRequest, language: string) =>
  queryOptions({
    queryKey: ['mf-games', 'game-list', request.currency, request.support_device, request.template, language] as const,
    queryFn: ({ signal }) => fetchGameList(api, request, signal),
    staleTime: LIST_STALE_MS,
  });

/** @deprecated mf-games alone asks it; 8.0.0 moves it into mf-games. */
export const gameLabelQuery = (api: ApiClient, request: GameLabelRequest, language: string) =>
  queryOptions({
    queryKey: [
      'mf-games',
      'game-label',
      request.currency,
      request.gp_id,
      request.game_type_id,
      request.house,
      language,
    ] as const,
    queryFn: ({ signal }) => fetchGameLabel(api, request, signal),
    staleTime: LIST_STALE_MS,
  });
