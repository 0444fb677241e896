// Responsible gaming's routes with a valid session (the every-route walk sends none, so it stops
// at 401): hostile bodies are a 4xx or a business code, never a 500, and none of them changes a
// setting or ends the session. (The compliance desk's routes: operator/__tests__/compliance.test.ts.)
import { serverErrorsOf } from '../../test/helpers.js';
import { call, cashierMember, history, RG, startRgApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const ROUTES = [
  RG,
  `${RG}/limit`,
  `${RG}/session_limit`,
  `${RG}/cancel`,
  `${RG}/reality_check`,
  `${RG}/exclusion`,
  `${RG}/history`,
];
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{"kind":{"$ne":1},"period":"day","amount":"5"}',
  '{"kind":"deposit","period":"day","amount":["5"]}',
  '{"kind":"deposit","period":"day","amount":"99999999999999999999"}',
  '{"kind":"deposit","period":"__proto__","amount":"5"}',
  '{"kind":"session","period":"day"}',
  '{"limit_minutes":1e308}',
  '{"limit_minutes":"NaN"}',
  '{"interval_minutes":[15]}',
  '{"kind":"time_out","period":"24_hours","password":{"$ne":""}}',
  '{"kind":"self_exclusion","period":"toString","password":"x"}',
  '{"member_account":{"$gt":""}}',
  '{"member_account":"","site_id":null}',
  `{"kind":"deposit","period":"day","amount":"${'9'.repeat(5000)}"}`,
  `{"password":"${'x'.repeat(5000)}","kind":"time_out","period":"1_week"}`,
];

describe('responsible gaming routes with a session and hostile bodies', () => {
  it('answers none of them with a 500, and none changes anything', async () => {
    const { app, close } = await startRgApp();
    try {
      const m = await cashierMember(app, { account: false });
      expect(await serverErrorsOf(app, ROUTES, BODIES, m.headers)).toEqual([]);
      expect(await history(app, m.headers)).toEqual([]);
      expect((await call(app, RG, {}, m.headers)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
