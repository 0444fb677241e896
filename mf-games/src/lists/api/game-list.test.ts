/** @jest-environment node */
// /v3/game_list is a POST the browser never revalidates: the list keeps the ETag of its last
// answer and sends If-None-Match itself; the api's 304 (no body) still gives the page its list.
import { createApiClient, type GameListRequest } from '@croupier/shared';
import { fetchGameList } from './game-list.js';

const LIST = [{ gt_id: 2, gt_name: 'Slots', gp_list: [] }];

/** The api at the fetch edge: the list with an ETag, a 304 to that ETag. */
function fakeApi() {
  const sent: (string | undefined)[] = [];
  const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const validator = (init.headers as Record<string, string>)['if-none-match'];
    sent.push(validator);
    const etag = `"list-${JSON.parse(String(init.body)).currency}"`;
    if (validator === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify({ code: 100, message: '', data: LIST }), { status: 200, headers: { 'content-type': 'application/json', etag } });
  }) as typeof globalThis.fetch;
  const api = createApiClient({ fetch, getToken: () => null, setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined });
  return { api, sent };
}

const request = (currency: string): GameListRequest => ({ currency, site_id: '1', support_device: 1, template: 'pc' });

describe('fetchGameList', () => {
  it('sends the kept ETag and answers the kept list on a 304', async () => {
    const { api, sent } = fakeApi();
    expect(await fetchGameList(api, request('USD'))).toEqual(LIST);
    expect(await fetchGameList(api, request('USD'))).toEqual(LIST);
    expect(sent).toEqual([undefined, '"list-USD"']);
    // Another request has its own ETag.
    expect(await fetchGameList(api, request('INR'))).toEqual(LIST);
    expect(sent[2]).toBeUndefined();
  });
});
