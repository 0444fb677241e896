// The register form's friend-recommendation check reads /bonus_setting/check as the member centre
// does (shared's fetchIsFriend): on only for is_friend 1, the spec's value; 0, 2, true
// and the string '1' are off.
import { createApiClient } from '@croupier/shared';
import { routeFetch } from '@croupier/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { isFriendQuery } from './check-bonus-setting.js';

/** The api at the fetch edge, answering /bonus_setting/check old style with `body`. */
function apiAnswering(body: unknown, status = '200100') {
  const fetch = routeFetch({ '/bonus_setting/check': () => ({ header: { status, desc: '' }, body }) });
  const api = createApiClient({
    fetch,
    getToken: () => null,
    setToken: () => undefined,
    getLang: () => 'en_US',
    onUnauthorized: () => undefined,
  });
  return { api, fetch };
}

const ask = (api: ReturnType<typeof apiAnswering>['api']) =>
  new QueryClient().fetchQuery(isFriendQuery(api, '1', 'USD'));

describe('isFriendQuery', () => {
  it("asks for the site and currency under mf-auth's key", async () => {
    const { api, fetch } = apiAnswering({ is_friend: 1 });
    expect(isFriendQuery(api, '1', 'USD').queryKey).toEqual(authKeys.bonusSetting('1', 'USD'));
    await ask(api);
    expect(fetch.calls.map((c) => [c.path, c.body])).toEqual([
      ['/bonus_setting/check', { site_id: '1', member_currency: 'USD' }],
    ]);
  });

  it.each([
    [1, true],
    [true, false],
    [0, false],
    [2, false],
    ['1', false],
    [false, false],
    [undefined, false],
  ])('reads is_friend %p as %p', async (isFriend, on) => {
    expect(await ask(apiAnswering({ is_friend: isFriend }).api)).toBe(on);
  });

  it('counts a refused check as not offered', async () => {
    expect(await ask(apiAnswering({ is_friend: 1 }, '200101').api)).toBe(false);
  });
});
