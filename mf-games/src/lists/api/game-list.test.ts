/** @jest-environment node */
// The hall and slot lists' queries are shared's (the shell asks them early under the same keys):
// their keys are mf-games' own gamesKeys in the language, so invalidations and favourites reach
// them. /v3/game_list is a POST the browser never revalidates: the list keeps the ETag of its last
// answer and sends If-None-Match itself; the api's 304 (no body) still gives the page its list.
import { createApiClient, gameLabelQuery, gameListQuery, type GameListRequest } from '@croupier/shared';
import { QueryClient } from '@tanstack/react-query';
import { gamesKeys } from '../../query-keys.js';
import { inLanguage } from './list-options.js';

const LIST = [{ gt_id: 2, gt_name: 'Slots', gp_list: [] }];

/** The api at the fetch edge: the list with an ETag, a 304 to that ETag. */
function fakeApi() {
  const sent: (string | undefined)[] = [];
  const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const validator = (init.headers as Record<string, string>)['if-none-match'];
    sent.push(validator);
    const etag = `"list-${JSON.parse(String(init.body)).currency}"`;
    if (validator === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify({ code: 100, message: '', data: LIST }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag },
    });
  }) as typeof globalThis.fetch;
  const api = createApiClient({
    fetch,
    getToken: () => null,
    setToken: () => undefined,
    getLang: () => 'en_US',
    onUnauthorized: () => undefined,
  });
  return { api, sent };
}

const request = (currency: string): GameListRequest => ({
  currency,
  site_id: '1',
  support_device: 1,
  template: 'H5_1',
});

describe('the game list query', () => {
  it('sends the kept ETag and answers the kept list on a 304', async () => {
    const { api, sent } = fakeApi();
    const ask = (currency: string) => new QueryClient().fetchQuery(gameListQuery(api, request(currency), 'en_US'));
    expect(await ask('USD')).toEqual(LIST);
    expect(await ask('USD')).toEqual(LIST);
    expect(sent).toEqual([undefined, '"list-USD"']);
    // Another request has its own ETag.
    expect(await ask('INR')).toEqual(LIST);
    expect(sent[2]).toBeUndefined();
  });

  it("is keyed as mf-games' own keys say, in the language", () => {
    const { api } = fakeApi();
    expect(gameListQuery(api, request('USD'), 'vi_VN').queryKey).toEqual(
      inLanguage(gamesKeys.gameList('USD', 1, 'H5_1'), 'vi_VN'),
    );
    const label = { site_id: '1', currency: 'USD', device: 1, gp_id: 'GPR8', game_type_id: 2, house: 0 };
    expect(gameLabelQuery(api, label, 'vi_VN').queryKey).toEqual(
      inLanguage(gamesKeys.gameLabel('USD', 'GPR8', 2, 0), 'vi_VN'),
    );
  });
});
