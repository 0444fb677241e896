// DownlineInfo: an active agent's direct members, a sub-agent's members with depths counted from
// the caller and the path back to it, the account and date filters, paging; never another
// agent's downline (302), never for a member who is no active agent (301).
import { AgentCode, DEFAULT_TIMEZONE, type DownlineList } from '@croupier/shared/contracts';
import { dayOf } from '../../lib/site-days.js';
import { callAs, idOf, sessions, WIDE_RANGE, withAgentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const DOWNLINE = '/api/arks/web/agent/downline';
const DAY = 86_400_000;
// The seed's site sets no TIMEZONE.
const ZONE = DEFAULT_TIMEZONE;

describe('the downline', () => {
  const m = withAgentApp();
  const as = sessions(m);
  const list = async (account: string, body: object = {}) =>
    (await callAs(m, as, account, DOWNLINE, { ...WIDE_RANGE, ...body })).json();

  it("lists agent01's direct members newest first, with sub-agents, their levels and downline sizes", async () => {
    const loggedInFrom = Date.now();
    await as('subagent01');
    const res = await list('agent01');
    expect(res.code).toBe(100);
    const data = res.data as DownlineList;
    expect(data.total_count).toBe(19);
    expect(data.path).toEqual([{ id: idOf(m.app, 'agent01'), member_account: 'agent01' }]);
    expect(data.list.map((r) => r.registered_at)).toEqual(
      [...data.list.map((r) => r.registered_at)].sort((a, b) => b - a),
    );
    expect(new Set(data.list.map((r) => r.depth))).toEqual(new Set([1]));
    const sub = data.list.find((r) => r.member_account === 'subagent01')!;
    expect(sub).toMatchObject({ is_agent: 1, agent_level: 2, status: 'active', downline_count: 11 });
    expect(sub.last_login_at).toBeGreaterThanOrEqual(loggedInFrom);
    expect(data.list.find((r) => r.member_account === 'subagent02')).toMatchObject({ downline_count: 5 });
    const member = data.list.find((r) => r.member_account === 'down01')!;
    expect(member).toMatchObject({
      is_agent: 0,
      agent_level: 0,
      downline_count: 0,
      main_balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const cash = m.app.services.db
      .prepare("SELECT cash_cents FROM members WHERE member_account = 'down01'")
      .pluck()
      .get() as number;
    expect(member.main_balance).toBe((cash / 100).toFixed(2));
    expect(member.last_login_at).toEqual(expect.any(Number));
  });

  it("opens a sub-agent's members, and its sub-agent's, with depths from the caller and the path down", async () => {
    const sub1 = idOf(m.app, 'subagent01');
    const sub3 = idOf(m.app, 'subagent03');
    const second = (await list('agent01', { agent_id: sub1 })).data as DownlineList;
    expect(second.total_count).toBe(7);
    expect(new Set(second.list.map((r) => r.depth))).toEqual(new Set([2]));
    expect(second.path.map((p) => p.member_account)).toEqual(['agent01', 'subagent01']);
    expect(second.list.find((r) => r.member_account === 'subagent03')).toMatchObject({
      agent_level: 3,
      downline_count: 4,
    });
    const third = (await list('agent01', { agent_id: sub3 })).data as DownlineList;
    expect(third.list.map((r) => r.member_account).sort()).toEqual(['down24', 'down25', 'down26', 'down27']);
    expect(new Set(third.list.map((r) => r.depth))).toEqual(new Set([3]));
    expect(third.path.map((p) => p.member_account)).toEqual(['agent01', 'subagent01', 'subagent03']);
    // The sub-agent sees the same members one level nearer.
    const own = (await list('subagent01', { agent_id: sub3 })).data as DownlineList;
    expect([own.total_count, own.list[0]?.depth, own.path.map((p) => p.member_account)]).toEqual([
      4,
      2,
      ['subagent01', 'subagent03'],
    ]);
  });

  it("never shows another agent's downline: above, beside, or a plain member's (302)", async () => {
    for (const [caller, target] of [
      ['subagent01', 'agent01'],
      ['subagent01', 'subagent02'],
      ['subagent03', 'subagent01'],
      ['subagent01', 'down13'],
      ['agent01', 'linh_vnd'],
    ] as const) {
      const res = await list(caller, { agent_id: idOf(m.app, target) });
      expect([caller, target, res.code, res.data]).toEqual([caller, target, AgentCode.notInDownline, null]);
    }
    expect((await list('agent01', { agent_id: 99_999_999 })).code).toBe(AgentCode.notInDownline);
  });

  it('filters by account and by registration day (site time zone), and pages', async () => {
    const found = (await list('agent01', { member_account: 'down0' })).data as DownlineList;
    expect(found.list.map((r) => r.member_account).sort()).toEqual([
      'down01',
      'down02',
      'down03',
      'down04',
      'down05',
      'down06',
      'down07',
      'down08',
      'down09',
    ]);
    const page2 = (await list('agent01', { member_account: 'down0', page: 2, count: 5 })).data as DownlineList;
    expect([page2.total_count, page2.list.length]).toEqual([9, 4]);
    expect((await list('agent01', { member_account: '%' })).data.total_count).toBe(0);

    const now = Date.now();
    const recent = (await list('agent01', { start_date: dayOf(now - 5 * DAY, ZONE), end_date: dayOf(now, ZONE) }))
      .data as DownlineList;
    expect(recent.list.map((r) => r.member_account).sort()).toEqual([
      'down12',
      'friend02',
      'friend03',
      'player01',
      'ravi_inr',
    ]);
    const future = (
      await list('agent01', { start_date: dayOf(now + 2 * DAY, ZONE), end_date: dayOf(now + 3 * DAY, ZONE) })
    ).data;
    expect(future).toMatchObject({ list: [], total_count: 0 });
    const broken = await callAs(m, as, 'agent01', DOWNLINE, { ...WIDE_RANGE, start_date: '2026-02-30' });
    expect(broken.statusCode).toBe(400);
  });

  it('is for active agents only (301)', async () => {
    const res = await list('player01');
    expect([res.code, res.message, res.data]).toEqual([
      AgentCode.notAgent,
      'Only an active agent may use the agent centre',
      null,
    ]);
    m.app.services.db.prepare("UPDATE members SET agent_active = 0 WHERE member_account = 'subagent02'").run();
    expect((await list('subagent02')).code).toBe(AgentCode.notAgent);
  });
});
