// The development side of the cashier: the payment page a deposit's payment_url points at (GET
// shows the order with Pay and Decline, POST decides it once) exists only with
// CROUPIER_DEV_ROUTES=1, and production refuses the switch. Also: hostile bodies to every
// cashier route, with a session, get a 4xx or a business code, never a 5xx.
import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../config.js';
import { send } from '../../test/helpers.js';
import { call, cashierMember, deposit, mainCents, startCashierApp, withdraw } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const form = (app: FastifyInstance, path: string, body: string) =>
  send(app, path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the development payment page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startCashierApp()));
  afterAll(() => close());

  it('shows the order with Pay and Decline, and Pay approves it once', async () => {
    const m = await cashierMember(app, { account: false });
    const order = (await deposit(app, m, '75')).json().data;
    const page = await send(app, order.payment_url, { method: 'GET' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const doc = new JSDOM(page.body).window.document;
    expect(doc.querySelector('h1')?.textContent).toBe('Croupier Dev Payment');
    expect(doc.body.textContent).toContain('75.00 USD');
    expect(doc.body.textContent).toContain('Bank Transfer');
    expect(doc.querySelector('meta[name=viewport]')).not.toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    const buttons = [...doc.querySelectorAll('form[method=post] button[type=submit]')].map((b) => [
      b.textContent,
      b.getAttribute('value'),
    ]);
    expect(buttons).toEqual([
      ['Pay 75.00 USD', 'pay'],
      ['Decline', 'decline'],
    ]);

    const paid = await form(app, order.payment_url, 'decision=pay');
    const result = new JSDOM(paid.body).window.document;
    expect(result.querySelector('h1')?.textContent).toBe('Payment complete');
    expect(result.body.textContent).toContain('Close this window');
    expect(mainCents(app, m.id)).toBe(7_500);
    const twice = new JSDOM((await form(app, order.payment_url, 'decision=decline')).body).window.document;
    expect(twice.querySelector('h1')?.textContent).toBe('This deposit is already paid');
    expect(mainCents(app, m.id)).toBe(7_500);
    const again = new JSDOM((await send(app, order.payment_url, { method: 'GET' })).body).window.document;
    expect(again.querySelector('form')).toBeNull();
    expect(again.querySelector('[role=status]')?.textContent).toBe('This deposit is already paid.');
  });

  it('declines; an unknown order and a withdrawal are 404; no decision is 400', async () => {
    const m = await cashierMember(app, { account: false });
    const order = (await deposit(app, m, '30')).json().data;
    expect((await form(app, order.payment_url, 'decision=maybe')).statusCode).toBe(400);
    const declined = new JSDOM((await form(app, order.payment_url, 'decision=decline')).body).window.document;
    expect(declined.querySelector('h1')?.textContent).toBe('Payment declined');
    expect(mainCents(app, m.id)).toBe(0);
    expect((await send(app, '/api/dev/payment/D000', { method: 'GET' })).statusCode).toBe(404);
    expect((await form(app, '/api/dev/payment/D000', 'decision=pay')).statusCode).toBe(404);
    const rich = await cashierMember(app, { depositCents: 10_000 });
    const withdrawal = (await withdraw(app, rich, '50')).json().data.order_number as string;
    expect((await send(app, `/api/dev/payment/${withdrawal}`, { method: 'GET' })).statusCode).toBe(404);
    expect((await form(app, `/api/dev/payment/${withdrawal}`, 'decision=decline')).statusCode).toBe(404);
    expect(mainCents(app, rich.id)).toBe(5_000);
  });

  it('gets no 5xx for hostile bodies on any cashier route, with a session', async () => {
    const m = await cashierMember(app, { depositCents: 10_000 });
    const paths = [
      '/api/arks/web/cashier/methods',
      '/api/arks/web/member/bank_account',
      '/api/arks/web/member/bank_account/store',
      '/api/arks/web/member/bank_account/default',
      '/api/arks/web/member/bank_account/destroy',
      '/api/arks/web/cashier/deposit',
      '/api/arks/web/cashier/withdrawal',
      '/api/arks/web/cashier/orders',
      '/api/arks/web/member/ledger',
    ];
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      '"x"',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"a":1}}}',
      '{"method_id":1e308,"amount":"1e5","request_id":"x".repeat}',
      '{"method_id":1.5,"amount":"10","request_id":"abcdefgh"}',
      '{"method_id":-1,"bank_account_id":0,"amount":"10","withdraw_password":"2580","request_id":"abcdefgh"}',
      '{"method_id":1,"amount":{"$gt":0},"request_id":["a"]}',
      `{"amount":"${'9'.repeat(5000)}","request_id":"${'r'.repeat(5000)}","method_id":1}`,
      '{"bank_code":"CHASE","account_holder":"A","account_number":"1".repeat}',
      `{"bank_code":"CHASE","account_holder":"${'A'.repeat(3000)}","account_number":"${'1'.repeat(3000)}"}`,
      '{"id":"1 OR 1=1"}',
      '{"id":9007199254740993}',
      '{"start_date":"2026-01-01","end_date":"9999-99-99","page":1,"count":1e9,"type":"all"}',
      '{"start_date":"0000-00-00","end_date":"2026-01-01","page":1,"count":10,"type":"all","status":"all"}',
      '{"currency":"USD\'; DROP TABLE members;--"}',
    ];
    const answers: string[] = [];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await send(app, path, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', authorization: m.token },
        });
        answers.push(`${res.statusCode} ${path} ${body.slice(0, 40)}`);
      }
    }
    expect(answers.filter((a) => a.startsWith('5'))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(mainCents(app, m.id)).toBe(10_000);
    expect((await call(app, '/api/arks/web/member/bank_account', {}, m.headers)).json().data.list).toHaveLength(1);
  });
});

describe('without CROUPIER_DEV_ROUTES=1', () => {
  it('keeps deposits working, but the payment page is absent', async () => {
    const { app, close } = await startCashierApp({ CROUPIER_DEV_ROUTES: '' });
    try {
      const m = await cashierMember(app, { account: false });
      const order = (await deposit(app, m, '20')).json().data;
      expect(order.payment_url).toBe(`/api/dev/payment/${order.order_number}`);
      expect((await send(app, order.payment_url, { method: 'GET' })).statusCode).toBe(404);
      expect((await form(app, order.payment_url, 'decision=pay')).statusCode).toBe(404);
      expect(mainCents(app, m.id)).toBe(0);
    } finally {
      await close();
    }
  });

  it('is refused in production', () => {
    const production = {
      CROUPIER_ENV: 'production',
      PUSHER_APP_KEY: 'k-own',
      PUSHER_APP_SECRET: 's-own',
      CROUPIER_ENTRY_SECRET: 'e-own',
      CROUPIER_RELEASE_TOKENS: 'ops:a-release-token-of-our-own:*',
      CROUPIER_RELEASE_OVERRIDE_SECRET: 'an-override-link-secret-of-our-own-0123',
    };
    expect(() => loadConfig({ ...production, CROUPIER_DEV_ROUTES: '1' })).toThrow(ConfigError);
    expect(loadConfig(production).devRoutes).toBe(false);
  });
});
