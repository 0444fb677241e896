// POST /v2/get_jackpot { currency } -> data.jackpot_amount_total (spec 02 §7), refreshed every
// `refreshSeconds` (the brand's JACKPOT_REFRESH_SECONDS; the spec does not give the interval).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  siteSettings,
  useRemoteProps,
  useStore,
  type ApiClient,
  type JackpotResponse,
} from '@croupier/shared';
import { JACKPOT_REFRESH_DEFAULT_S } from '../../constants.js';
import { gamesKeys } from '../../query-keys.js';

export async function fetchJackpot(api: ApiClient, currency: string): Promise<JackpotResponse> {
  return expectSuccess(await api.post<JackpotResponse>('/v2/get_jackpot', { currency }));
}

/** The brand's setting when it is a positive number of seconds, else JACKPOT_REFRESH_DEFAULT_S. */
export function jackpotRefreshSeconds(setting: unknown): number {
  return typeof setting === 'number' && Number.isFinite(setting) && setting > 0 ? setting : JACKPOT_REFRESH_DEFAULT_S;
}

export const jackpotQuery = (api: ApiClient, currency: string, refreshSeconds: number) =>
  queryOptions({
    queryKey: gamesKeys.jackpot(currency),
    queryFn: () => fetchJackpot(api, currency),
    refetchInterval: refreshSeconds * 1000,
    // A failed refresh keeps the last amount on screen; the next tick tries again.
    retry: false,
  });

/** The jackpot of `currency` (none asked for while it is ''), at the brand's refresh interval. */
export function useJackpot(currency: string) {
  const { api, stores } = useRemoteProps();
  const refreshSeconds = jackpotRefreshSeconds(useStore(stores.site, (s) => siteSettings(s)?.JACKPOT_REFRESH_SECONDS));
  return useQuery({ ...jackpotQuery(api, currency, refreshSeconds), enabled: currency !== '' });
}
