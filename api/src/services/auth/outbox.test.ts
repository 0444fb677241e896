import { openDatabase } from '../../db/database.js';
import { createOutbox, OUTBOX_MAX_ATTEMPTS } from './outbox.js';

function setup() {
  let t = 1_000_000;
  const outbox = createOutbox(openDatabase(':memory:'), () => t);
  return { outbox, advance: (ms: number) => (t += ms) };
}

const sms = (code: string, ttlMs = 60_000) => ({
  channel: 'sms' as const,
  to: '0912345678',
  purpose: 'register_member',
  code,
  ttlMs,
});

describe('outbox', () => {
  it('verifies the latest code once', () => {
    const { outbox } = setup();
    outbox.send(sms('123456'));
    expect(outbox.latestCode('0912345678', 'register_member')).toBe('123456');
    expect(outbox.verify('0912345678', 'register_member', '123456')).toBe(true);
    expect(outbox.verify('0912345678', 'register_member', '123456')).toBe(false);
  });

  it('keeps purposes and recipients apart', () => {
    const { outbox } = setup();
    outbox.send(sms('123456'));
    expect(outbox.verify('0912345678', 'forgot_password', '123456')).toBe(false);
    expect(outbox.verify('0999999999', 'register_member', '123456')).toBe(false);
    expect(outbox.latestCode('0999999999', 'register_member')).toBeNull();
  });

  it('rejects an expired code', () => {
    const { outbox, advance } = setup();
    outbox.send(sms('123456', 1000));
    advance(1000);
    expect(outbox.verify('0912345678', 'register_member', '123456')).toBe(false);
  });

  it('lets a newer message supersede an older one', () => {
    const { outbox } = setup();
    outbox.send(sms('111111'));
    const { id } = outbox.send(sms('222222'));
    expect(outbox.latest('0912345678', 'register_member')?.id).toBe(id);
    expect(outbox.verify('0912345678', 'register_member', '111111')).toBe(false);
    expect(outbox.verify('0912345678', 'register_member', '222222')).toBe(true);
  });

  it(`burns a message after ${OUTBOX_MAX_ATTEMPTS} wrong guesses`, () => {
    const { outbox } = setup();
    outbox.send(sms('123456'));
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i += 1)
      expect(outbox.verify('0912345678', 'register_member', '000000')).toBe(false);
    expect(outbox.verify('0912345678', 'register_member', '123456')).toBe(false);
  });

  it('lists recent messages filtered by recipient and purpose', () => {
    const { outbox } = setup();
    outbox.send(sms('111111'));
    outbox.send({ ...sms('222222'), channel: 'email', to: 'a@b.co' });
    expect(outbox.list().map((m) => m.code)).toEqual(['222222', '111111']);
    expect(outbox.list({ to: 'a@b.co' })).toEqual([
      expect.objectContaining({ channel: 'email', code: '222222', used: false }),
    ]);
    expect(outbox.list({ purpose: 'nope' })).toEqual([]);
  });
});
