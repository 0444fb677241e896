// POST /api/register/sms: every SMS code and the 300 s resend block.
import type { FastifyInstance } from 'fastify';
import { SMS_COUNTDOWN_S } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';
import { codeOf } from './__tests__/register-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const sms = (member_phone: unknown, currency = 'VND', extra: Record<string, unknown> = {}) =>
  post(app, '/api/register/sms', { member_phone, currency, type: 'register_member', site_id: '1', ...extra });

describe('POST /api/register/sms', () => {
  it('sends a 6-digit code to the outbox and blocks a resend for 300 s', async () => {
    const first = await sms('0933000001');
    expect(codeOf(first)).toBe(100);
    expect(first.json().body).toEqual({ retry_after_s: SMS_COUNTDOWN_S });
    expect(app.services.outbox.latestCode('0933000001', 'register_member')).toMatch(/^\d{6}$/);

    const again = await sms('0933000001');
    expect(codeOf(again)).toBe(102);
    expect(again.json().body.retry_after_s).toBeGreaterThan(SMS_COUNTDOWN_S - 5);
    expect(app.services.outbox.list({ to: '0933000001' })).toHaveLength(1);
  });

  it('lets a code be asked for again once 300 s have passed', async () => {
    await sms('0933000002');
    app.services.db
      .prepare('UPDATE outbox SET created_at = created_at - ? WHERE recipient = ?')
      .run(SMS_COUNTDOWN_S * 1000, '0933000002');
    expect(codeOf(await sms('0933000002'))).toBe(100);
  });

  it.each([
    ['a blank phone', '  ', 'VND', 201],
    ['a phone with letters', '09330000ab', 'VND', 99],
    ['a VND phone of 9 digits', '093300000', 'VND', 99],
    ['a blacklisted phone', '0999999999', 'VND', 104],
    ['a USD phone', '4155550999', 'USD', 100],
  ])('%s -> %i', async (_, phone, currency, code) => {
    expect(codeOf(await sms(phone, currency))).toBe(code);
  });

  it('answers 103 when the SMS balance is spent', async () => {
    app.services.db.prepare("UPDATE sms_credits SET credits = 0 WHERE site_id = '1'").run();
    try {
      expect(codeOf(await sms('0933000003'))).toBe(103);
      expect(app.services.outbox.latestCode('0933000003', 'register_member')).toBeNull();
    } finally {
      app.services.db.prepare("UPDATE sms_credits SET credits = 10 WHERE site_id = '1'").run();
    }
  });

  it.each([
    ['another type', { type: 'forgot_password' }],
    ['a missing phone', { member_phone: undefined }],
    ['a phone object', { member_phone: { n: 1 } }],
    ['an unknown currency', { currency: 'EUR' }],
  ])('refuses %s with HTTP 400', async (_, extra) => {
    expect((await sms('0933000004', 'VND', extra)).statusCode).toBe(400);
  });
});
