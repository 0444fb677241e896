// Time-outs and self-exclusion end to end: the real api (SQLite, real HTTP, argon2), the real
// realtime server and a pusher-js page of the member. The LOGIN password confirms (606 when
// wrong); the page hears responsible_gaming.notice before its socket is ended; every session of the
// member ends (two at once: the brand allows several devices); the history lists it first; an
// operator's compliance desk ends it (the console's api).
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import {
  MemberCode,
  ResponsibleGamingCode,
  type LoginSession,
  type ResponsibleGamingNotice,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { exclusionUntil } from '../../lib/exclusion-until.js';
import { hashPassword } from '../../lib/passwords.js';
import { createRealtimeServer, type RealtimeServer } from '../../realtime/server.js';
import { login, post, startApp } from '../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../test/operator.js';
import { memberPusher, nextOn, within } from '../../test/member-pusher.js';

jest.setTimeout(60_000);
const RG = '/api/arks/web/member/responsible_gaming';
const PASSWORD = 'pause1234';

let realtime: RealtimeServer;
let realtimePort: number;
let app: FastifyInstance;
const clients: Pusher[] = [];
let passwordHash: string;
let count = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  realtime = createRealtimeServer({
    appId: 'croupier',
    key: 'croupier-key',
    secret: 'croupier-secret',
    port: 0,
    host: '127.0.0.1',
  });
  realtimePort = (await realtime.listen()).port;
  app = await startApp({
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtimePort),
    CROUPIER_DEV_ROUTES: '1',
    RATE_LIMIT_PER_MINUTE: '10000',
  });
  // A brand that allows several devices at once: a member can have two live sessions.
  const owner = await signInOperator(app);
  expect((await owner.call('/sites/1/settings', { settings: { SINGLE_LOGIN: false } })).json().code).toBe(100);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await app.close();
  await realtime.close();
});

/** A fresh USD member of site 1 that logs in with PASSWORD. */
function newMember(): { account: string; id: number } {
  count += 1;
  const account = `pause${process.pid}x${count}`;
  const id = app.services.db
    .prepare(
      "INSERT INTO members (site_id, member_account, password_hash, member_currency, created_at) VALUES ('1', ?, ?, 'USD', ?)",
    )
    .run(account, passwordHash, Date.now()).lastInsertRowid;
  return { account, id: Number(id) };
}

async function loginAs(account: string): Promise<LoginSession> {
  const res = (await login(app, { account, password: PASSWORD })).json();
  if (res.code !== 100) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return res.data as LoginSession;
}

const auth = (session: LoginSession) => ({ authorization: session.token });

/** The compliance desk (only the compliance role may end an exclusion early). */
let desk: Promise<OperatorSession> | null = null;
async function endExclusion(account: string) {
  desk ??= signInOperator(app).then((owner) => operatorWithRoles(app, owner, 'rg-desk', ['compliance']));
  return (await desk).call(`/sites/1/compliance/members/${account}/exclusions/end`, {
    reason: 'the member asked by phone',
  });
}

/** A page of the member: signs in as its session and joins private-member.{id}. */
async function memberPage(session: LoginSession) {
  const client = memberPusher(app, realtimePort, session.token);
  clients.push(client);
  client.signin();
  const channel = client.subscribe(`private-member.${session.member_id}`);
  await nextOn(channel, 'pusher:subscription_succeeded');
  await within(client.user.signinDonePromise, 'signin');
  const ended = new Promise<number>((resolve) =>
    client.connection.bind('error', (e: { data?: { code?: number } }) => resolve(e.data?.code ?? 0)),
  );
  return { channel, endedWith: () => within(ended, 'the socket to be ended') };
}

describe('POST /api/arks/web/member/responsible_gaming/exclusion', () => {
  it('answers 606 to a wrong password, 422 to a missing one, 400 to a malformed body or a period of the other kind; nothing starts', async () => {
    const m = newMember();
    const session = await loginAs(m.account);
    const exclude = (body: unknown) => post(app, `${RG}/exclusion`, body, auth(session));
    expect((await exclude({ kind: 'time_out', period: '24_hours', password: 'wrong-one' })).json()).toMatchObject({
      code: ResponsibleGamingCode.wrongPassword,
      data: null,
    });
    expect((await exclude({ kind: 'time_out', period: '24_hours', password: '' })).json()).toMatchObject({
      code: MemberCode.invalidField,
      data: { field: 'password', key: 'rg.err_password_required' },
    });
    // A period of the other kind is no choice the form offers: malformed.
    for (const body of [
      { kind: 'time_out', period: '5_years', password: PASSWORD },
      { kind: 'forever', period: '1_year', password: PASSWORD },
      { kind: 'time_out', period: '1_week' },
      { kind: 'time_out', period: 7, password: PASSWORD },
    ]) {
      expect((await exclude(body)).statusCode).toBe(400);
    }
    expect(app.services.db.prepare('SELECT COUNT(*) FROM rg_exclusions WHERE member_id = ?').pluck().get(m.id)).toBe(0);
    expect((await post(app, RG, {}, auth(session))).statusCode).toBe(200);
    expect((await post(app, `${RG}/history`, {}, auth(session))).json().data).toEqual([]);
  });

  it('tells the member’s page first, then ends every session of the member; the history lists it first; the operator ends it', async () => {
    const m = newMember();
    const first = await loginAs(m.account);
    const second = await loginAs(m.account);
    expect((await post(app, `${RG}/reality_check`, { interval_minutes: 15 }, auth(first))).json().code).toBe(100);
    const page = await memberPage(first);
    const notices: ResponsibleGamingNotice[] = [];
    page.channel.bind('responsible_gaming.notice', (n: ResponsibleGamingNotice) => notices.push(n));
    const heard = nextOn<ResponsibleGamingNotice>(page.channel, 'responsible_gaming.notice');

    // Asked from the other device.
    const res = (
      await post(app, `${RG}/exclusion`, { kind: 'time_out', period: '1_week', password: PASSWORD }, auth(second))
    ).json();
    expect(res).toMatchObject({ code: 100, data: { kind: 'time_out', until: expect.any(Number) } });
    const { until } = res.data as { until: number };
    const row = app.services.db
      .prepare('SELECT kind, period, started_at, until FROM rg_exclusions WHERE member_id = ?')
      .get(m.id) as Record<string, number | string>;
    expect(row).toMatchObject({ kind: 'time_out', period: '1_week', until });
    expect(until).toBe(exclusionUntil('1_week', row.started_at as number, 'America/Caracas'));

    expect(await heard).toEqual({ reason: 'time_out', until });
    await page.endedWith();
    // Only the exclusion's notice: the reality check's 'settings' came before the page joined.
    expect(notices).toEqual([{ reason: 'time_out', until }]);
    // Each ended session's next call hears why (a page whose socket missed the notice learns it so).
    for (const session of [first, second]) {
      const refused = await post(app, RG, {}, auth(session));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: ResponsibleGamingCode.timedOut, data: { kind: 'time_out', until } });
    }

    // The operator's back office ends it; the member logs in again and reads the history.
    expect((await endExclusion(m.account)).json()).toMatchObject({ code: 100, data: { member_id: m.id, ended: 1 } });
    expect(
      app.services.db.prepare('SELECT until FROM rg_exclusions WHERE member_id = ?').pluck().get(m.id),
    ).toBeLessThanOrEqual(Date.now());
    expect((await endExclusion(m.account)).json().data.ended).toBe(0);
    // Once it has ended, an old session is refused like any other.
    expect((await post(app, RG, {}, auth(first))).json()).toMatchObject({ code: ApiCode.unauthorized, data: null });
    const again = await loginAs(m.account);
    const changes = (await post(app, `${RG}/history`, {}, auth(again))).json().data;
    expect(
      changes.map((c: { subject: string; action: string; to: string | null; effective_at: number | null }) => [
        c.subject,
        c.action,
        c.to,
        c.effective_at,
      ]),
    ).toEqual([
      ['time_out', 'exclusion_started', '1_week', until],
      ['reality_check', 'reality_check_set', '15', null],
    ]);
  });

  it('self-excludes for a year in the site’s zone', async () => {
    const m = newMember();
    const session = await loginAs(m.account);
    const res = (
      await post(
        app,
        `${RG}/exclusion`,
        { kind: 'self_exclusion', period: '1_year', password: PASSWORD },
        auth(session),
      )
    ).json();
    expect(res).toMatchObject({ code: 100, data: { kind: 'self_exclusion' } });
    const startedAt = app.services.db
      .prepare('SELECT started_at FROM rg_exclusions WHERE member_id = ?')
      .pluck()
      .get(m.id) as number;
    expect(res.data.until).toBe(exclusionUntil('1_year', startedAt, 'America/Caracas'));
    const refused = await post(app, RG, {}, auth(session));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: ResponsibleGamingCode.selfExcluded,
      data: { kind: 'self_exclusion', until: res.data.until },
    });
    // The site's policy: a self-exclusion does not end early (409, it still holds).
    const kept = await endExclusion(m.account);
    expect([kept.statusCode, kept.json().code]).toEqual([409, 409]);
    expect((await post(app, RG, {}, auth(session))).statusCode).toBe(401);
    expect((await endExclusion('nobody-here')).json().code).toBe(404);
  });
});
