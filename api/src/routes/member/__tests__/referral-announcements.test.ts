import type {
  AnnouncementList,
  RecommendMemberList,
  RecommendProject,
  RecommendRecordList,
} from '@croupier/shared/contracts';
import { post } from '../../../test/helpers.js';
import { asOwner } from '../../../test/operator.js';
import { call, tokenFor, WIDE_RANGE, withMemberApp } from './fixtures.js';

jest.setTimeout(60_000);

describe('announcements after login', () => {
  const m = withMemberApp();
  const list = async (token: string, lang?: string) =>
    (
      await post(
        m.app,
        '/api/arks/web/announcement/member',
        { site_id: '1', page: 1, count: 10 },
        { authorization: token, ...(lang ? { lang } : {}) },
      )
    ).json();

  it('lists the site’s after-login announcements newest first, in the request’s language else English', async () => {
    const token = await tokenFor(m.app, 'player01', 'player123');
    const en = (await list(token)).data as AnnouncementList;
    expect(en.web_announcement_list.map((a) => a.title)).toEqual([
      'Invite friends, earn rewards',
      'New payment methods',
      'Scheduled maintenance',
    ]);
    expect(en.total_count).toBe(3);
    expect(en.web_announcement_list[0]).toMatchObject({
      display_after_login: 1,
      sort: 30,
      content: expect.stringContaining('<strong>'),
    });
    expect(((await list(token, 'zh_CN')).data as AnnouncementList).web_announcement_list[0]!.title).toBe(
      '邀请好友赢奖励',
    );
    expect(((await list(token, 'hi_IN')).data as AnnouncementList).web_announcement_list[0]!.title).toBe(
      'Invite friends, earn rewards',
    );

    // One written from the console: newest, so first; one not shown after login is not listed.
    const shown = await asOwner(m.app, '/sites/1/announcements', {
      title: { en_US: 'Fresh news', zh_CN: '新闻' },
      content: '<p>x</p>',
      display_after_login: 1,
      sort: 1,
    });
    expect(shown.json().code).toBe(100);
    await asOwner(m.app, '/sites/1/announcements', {
      title: 'Before login only',
      content: '<p>y</p>',
      display_after_login: 0,
      display_before_login: 1,
      sort: 99,
    });
    const after = (await list(token, 'zh_CN')).data as AnnouncementList;
    expect(after.web_announcement_list.map((a) => a.title)[0]).toBe('新闻');
    expect(after.total_count).toBe(4);
    expect(
      (
        await asOwner(m.app, '/sites/1/announcements', {
          title: { xx_XX: 'x' },
          content: 'c',
          display_after_login: 1,
          sort: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(m.app, '/api/arks/web/announcement/member', { site_id: '1', page: 1, count: 10 }, null)).statusCode,
    ).toBe(401);
  });
});

describe('the friend referral', () => {
  const m = withMemberApp();
  let player: string;
  beforeAll(async () => {
    player = await tokenFor(m.app, 'player01', 'player123');
  });

  it('answers the member’s code, the rules in its language and the currency’s terms', async () => {
    const project = (await call(m.app, '/api/arks/web/recommend/project', { site_id: '1' }, player)).json()
      .data as RecommendProject;
    expect(project).toEqual({
      recommend_code: 'PLAYER01',
      rules: expect.stringContaining('<ol>'),
      reward_rate: '5.00',
      reward_cap: '50.00',
    });
  });

  it('makes a code for a member without one, once', async () => {
    const friend = await tokenFor(m.app, 'friend02', 'friend123');
    const first = (await call(m.app, '/api/arks/web/recommend/project', { site_id: '1' }, friend)).json()
      .data as RecommendProject;
    expect(first.recommend_code).toMatch(/^R[A-Z2-9]{7}$/);
    const again = (await call(m.app, '/api/arks/web/recommend/project', { site_id: '1' }, friend)).json()
      .data as RecommendProject;
    expect(again.recommend_code).toBe(first.recommend_code);
    expect((await call(m.app, '/api/member/profile', {}, friend)).json().body.recommend_code).toBe(
      first.recommend_code,
    );
  });

  it('lists the rewards earned with masked accounts and the range’s total', async () => {
    const records = (await call(m.app, '/api/arks/web/recommend/record', WIDE_RANGE, player)).json()
      .data as RecommendRecordList;
    expect(records).toEqual({
      list: [
        { id: expect.any(Number), member_account: 'fr***01', reward_amount: '10.00', created_at: expect.any(Number) },
      ],
      total_count: 1,
      total_reward: '10.00',
    });
    const before = { ...WIDE_RANGE, start_date: '2000-01-01', end_date: '2000-12-31' };
    expect((await call(m.app, '/api/arks/web/recommend/record', before, player)).json().data).toEqual({
      list: [],
      total_count: 0,
      total_reward: '0.00',
    });
  });

  it('lists the referred members, searched by part of the account', async () => {
    const all = (await call(m.app, '/api/arks/web/recommend/members', WIDE_RANGE, player)).json()
      .data as RecommendMemberList;
    expect(all.list.map((r) => [r.member_account, r.has_deposited])).toEqual([
      ['friend03', 0],
      ['friend02', 0],
      ['friend01', 1],
    ]);
    const one = (
      await call(m.app, '/api/arks/web/recommend/members', { ...WIDE_RANGE, member_account: 'END02' }, player)
    ).json().data;
    expect(one).toEqual({ list: [expect.objectContaining({ member_account: 'friend02' })], total_count: 1 });
    const wildcard = (
      await call(m.app, '/api/arks/web/recommend/members', { ...WIDE_RANGE, member_account: '%' }, player)
    ).json().data;
    expect(wildcard.total_count).toBe(0);
    // Somebody else's referrals are not the member's.
    const friend = await tokenFor(m.app, 'friend01', 'friend123');
    expect((await call(m.app, '/api/arks/web/recommend/members', WIDE_RANGE, friend)).json().data.total_count).toBe(0);
  });

  it('takes days of the site’s time zone, inclusive, and refuses a broken range', async () => {
    const db = m.app.services.db;
    // A reward at 23:30 on 2030-01-10 in Caracas (UTC-4) is 03:30 UTC on the 11th.
    const at = Date.UTC(2030, 0, 11, 3, 30);
    const ids = db
      .prepare("SELECT id FROM members WHERE member_account IN ('player01', 'friend02') ORDER BY member_account DESC")
      .pluck()
      .all() as number[];
    const ledger = db
      .prepare(
        "INSERT INTO wallet_ledger (member_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, 1, 1, 'test', ?)",
      )
      .run(ids[0], at);
    db.prepare(
      "INSERT INTO recommend_rewards (site_id, referrer_id, member_id, order_number, deposit_cents, reward_cents, ledger_id, created_at) VALUES ('1', ?, ?, 'T-1', 100, 1, ?, ?)",
    ).run(ids[0], ids[1], ledger.lastInsertRowid, at);
    const range = (start_date: string, end_date: string) => ({ start_date, end_date, page: 1, count: 10 });
    const count = async (r: object) =>
      (await call(m.app, '/api/arks/web/recommend/record', r, player)).json().data.total_count;
    expect(await count(range('2030-01-10', '2030-01-10'))).toBe(1);
    expect(await count(range('2030-01-11', '2030-01-11'))).toBe(0);
    for (const bad of [
      range('2030-01-11', '2030-01-10'),
      range('2030-02-30', '2030-03-01'),
      range('10/01/2030', '2030-01-10'),
    ]) {
      expect((await call(m.app, '/api/arks/web/recommend/record', bad, player)).statusCode).toBe(400);
      expect((await call(m.app, '/api/arks/web/recommend/members', bad, player)).statusCode).toBe(400);
    }
  });
});
