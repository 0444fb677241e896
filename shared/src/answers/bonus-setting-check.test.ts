import type { ApiClient } from '../api/index.js';
import { fetchIsFriend, isFriendOn } from './bonus-setting-check.js';

/** An api whose /bonus_setting/check answers `answer`; the bodies it was sent. */
function apiAnswering(answer: { success: boolean; data: unknown }) {
  const post = jest.fn(async () => ({ code: answer.success ? 100 : 101, message: '', ...answer }));
  return { api: { post } as unknown as ApiClient, post };
}

describe('isFriendOn', () => {
  it('is on for is_friend 1, the value the spec names', () => {
    expect(isFriendOn({ is_friend: 1 })).toBe(true);
  });

  it('is off for anything else: 0, 2, the string "1", true, false, no is_friend, no body', () => {
    for (const body of [
      { is_friend: 0 },
      { is_friend: 2 },
      { is_friend: '1' },
      { is_friend: 'true' },
      { is_friend: true },
      { is_friend: false },
      {},
      null,
      undefined,
      1,
      'is_friend',
    ]) {
      expect(isFriendOn(body)).toBe(false);
    }
  });
});

describe('fetchIsFriend', () => {
  it("posts the site and currency to /bonus_setting/check and reads the answer's is_friend", async () => {
    const { api, post } = apiAnswering({ success: true, data: { is_friend: 1 } });
    const signal = new AbortController().signal;
    await expect(fetchIsFriend(api, '1', 'USD', signal)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/bonus_setting/check', { site_id: '1', member_currency: 'USD' }, { signal });
    await expect(fetchIsFriend(apiAnswering({ success: true, data: { is_friend: 2 } }).api, '1', 'USD')).resolves.toBe(
      false,
    );
  });

  it('counts a refused check as not offered, whatever its data says', async () => {
    await expect(fetchIsFriend(apiAnswering({ success: false, data: { is_friend: 1 } }).api, '1', 'USD')).resolves.toBe(
      false,
    );
  });
});
