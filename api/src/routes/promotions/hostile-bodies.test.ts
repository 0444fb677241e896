// The activity routes with a member's session (the every-route walk sends none, so it stops at
// 401 for the member ones): malformed bodies are a 4xx or a business code, never a 500.
import type { FastifyInstance } from 'fastify';
import { serverErrorsOf } from '../../test/helpers.js';
import { member, startActivitiesApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const ROUTES = [
  '/api/arks/web/activity/red_envelope_promotion',
  '/api/arks/web/activity/red_envelope',
  '/api/arks/web/cash_surplus/check',
  '/api/arks/web/activity/signin/info',
  '/api/arks/web/activity/signin',
  '/api/arks/web/promotion/list',
  '/api/arks/web/promotion/detail',
  '/api/arks/web/promotion/apply',
];
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{"site_id":{"$ne":""},"currency":[]}',
  '{"id":"1 OR 1=1","request_id":{}}',
  '{"id":1e30,"request_id":""}',
  '{"id":-1,"site_id":"1","category_id":0}',
  '{"id":1.5,"site_id":"1","currency":"usd"}',
  `{"id":1,"request_id":"${'r'.repeat(5000)}"}`,
  '{"site_id":"1","id":"__proto__","__proto__":{"admin":true}}',
  '{"currency":"USD","budget":"1e9","shares":1e12,"seconds":-5,"min":"-1"}',
  '{"currency":"USD","budget":"99999999999999.99","shares":1,"end_at":"9999-99-99 99:99:99"}',
  '{"currency":"USD","budget":"0.01","shares":1,"seconds":60,"site_id":"nowhere"}',
  '{"account":{"$gt":""},"promotion_id":1,"status":"approved"}',
  '{"account":"x","promotion_id":"1","status":["approved"]}',
];

describe('activity routes with a session and hostile bodies', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startActivitiesApp()));
  afterAll(() => close());

  it('answers none of them with a 500', async () => {
    const m = member(app);
    expect(await serverErrorsOf(app, ROUTES, BODIES, { authorization: m.token, lang: 'zh_CN' })).toEqual([]);
    // Nothing was paid by any of them.
    expect(app.services.db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(m.id)).toBe(0);
  });
});
