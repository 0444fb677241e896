// The api never answers 500 to a malformed request: every route it serves (the development ones
// included) is sent bodies and queries of the wrong shape, and must answer with a 4xx or a
// business code. A route added later is covered without touching this file.
import { withEveryRoute } from '../test/every-route.js';
import { send } from '../test/helpers.js';

const JSON_BODIES = [
  '',
  'not json',
  '[]',
  '"text"',
  '123',
  'null',
  '{"site_id":{"$ne":""},"member_login_id":5}',
  `{"a":"${'x'.repeat(5000)}"}`,
];
const QUERIES = [
  '?site_id[]=1&site_id[]=2',
  `?token=${'x'.repeat(300)}&gt_id=abc&active=2`,
  '?member_account=&site_id=&redirect_uri=javascript:1',
];

jest.setTimeout(60_000);

describe('malformed requests', () => {
  const every = withEveryRoute();

  it('answers none of them with a 500', async () => {
    expect(every.routes.length).toBeGreaterThan(70);
    const answers: string[] = [];
    for (const { method, url } of every.routes) {
      const path = url.replace(':file', 'x.svg').replace('*', 'x');
      const calls =
        method === 'POST'
          ? [
              ...JSON_BODIES.map((body) => ({ body, headers: { 'content-type': 'application/json' } })),
              {
                body: 'site_id[]=1&redirect_uri=%zz',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
              },
            ]
          : QUERIES.map(() => ({}));
      const sent = calls.map(async (call, i) => {
        const target = method === 'GET' ? `${path}${QUERIES[i] ?? ''}` : path;
        const res = await send(every.app, target, { method, ...call });
        return `${res.statusCode} ${method} ${target.slice(0, 80)}`;
      });
      answers.push(...(await Promise.all(sent)));
    }
    expect(answers.filter((a) => a.startsWith('5'))).toEqual([]);
  });
});
