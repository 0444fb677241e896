// Console sessions end when left unused or when they are old, whatever their use; a password-step
// session opens nothing but the second step, and only for a few minutes.
import { openDatabase } from '../../db/database.js';
import { createOperatorAccounts } from './accounts.js';
import { createOperatorSessions } from './sessions.js';

const MINUTE = 60_000;

function setUp() {
  const db = openDatabase(':memory:');
  const operator = createOperatorAccounts(db).create({
    account: 'clerk',
    display_name: 'Clerk',
    password_hash: 'x',
    roles: ['support'],
    all_sites: true,
    site_ids: [],
  });
  let now = 1_000_000;
  const sessions = createOperatorSessions(db, { idleMinutes: 30, maxHours: 2, secondFactorMinutes: 5 }, () => now);
  const where = { address: '127.0.0.1', userAgent: 'test' };
  const active = () => {
    const pending = sessions.find(sessions.startPassword(operator.id, where, null).token, 'password')!;
    return sessions.activate(pending, where).token;
  };
  return { db, sessions, where, operator, active, advance: (ms: number) => (now += ms) };
}

describe('operator sessions', () => {
  it('end after the idle limit unused, and not while in use', () => {
    const { sessions, active, advance } = setUp();
    const token = active();
    advance(29 * MINUTE);
    expect(sessions.find(token, 'active')).toBeDefined();
    advance(29 * MINUTE);
    expect(sessions.find(token, 'active')).toBeDefined();
    advance(30 * MINUTE);
    expect(sessions.find(token, 'active')).toBeUndefined();
    // Ended for good: a later call does not bring it back.
    expect(sessions.find(token, 'active')).toBeUndefined();
  });

  it('end at the absolute limit however busy', () => {
    const { sessions, active, advance } = setUp();
    const token = active();
    for (let i = 0; i < 7; i++) {
      advance(17 * MINUTE);
      expect(sessions.find(token, 'active')).toBeDefined();
    }
    advance(2 * MINUTE);
    expect(sessions.find(token, 'active')).toBeUndefined();
  });

  it('keep a password-step session from acting, and end it after its minutes', () => {
    const { sessions, operator, where, advance } = setUp();
    const { token } = sessions.startPassword(operator.id, where, null);
    expect(sessions.find(token, 'active')).toBeUndefined();
    advance(5 * MINUTE);
    expect(sessions.find(token, 'password')).toBeUndefined();
  });

  it('give the active session a new token: the password step one no longer opens anything', () => {
    const { sessions, operator, where } = setUp();
    const { token } = sessions.startPassword(operator.id, where, null);
    const activeToken = sessions.activate(sessions.find(token, 'password')!, where).token;
    expect(activeToken).not.toBe(token);
    expect(sessions.find(token, 'password')).toBeUndefined();
    expect(sessions.endAllOf(operator.id)).toBe(1);
    expect(sessions.find(activeToken, 'active')).toBeUndefined();
  });

  it('keep only a hash of the token', () => {
    const { db, active } = setUp();
    const token = active();
    const ids = (db.prepare('SELECT id FROM operator_sessions').all() as { id: string }[]).map((r) => r.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });
});
