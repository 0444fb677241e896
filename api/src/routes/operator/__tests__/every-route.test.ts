// Every operator route, found as the app registers it (so a route added later is covered without
// being listed): each role is let through exactly when the route's permission is one of the
// role's, nothing opens without a session, and no hostile body or query gets a 5xx.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { OPERATOR_ROLES, PERMISSION_ROLES, type OperatorPermission } from '../../../services/operators/index.js';
import { send, testConfig } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession } from '../../../test/operator.js';

jest.setTimeout(120_000);

interface Found {
  method: string;
  url: string;
  permission: OperatorPermission | null | undefined;
}

/** The sign-in steps take no session; every other route must. */
const SIGN_IN = new Set(['/api/operator/auth/login', '/api/operator/auth/second-factor']);

const PARAMS: Record<string, string> = {
  site_id: '1',
  module: 'mf-games',
  member_account: 'player01',
};
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? 'x1');

const HOSTILE_BODIES = [
  '{}',
  '[]',
  'null',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"amount":1e400,"percent":1e400,"minutes":-1e400,"expected_revision":1e400}',
  '{"site_id":{"$gt":""},"amount":"1e309","enabled":"yes","approve":[],"reason":null}',
  JSON.stringify({ account: 'a'.repeat(5000), title: '<img src=x onerror=alert(1)>', amount: -1e20, id: -1 }),
  '{"a":'.repeat(500) + '1' + '}'.repeat(500),
];
const HOSTILE_QUERIES = [
  '?limit=1e400&before_id=Infinity',
  '?limit=-1',
  '?limit=abc&before_id=0',
  '?from=9e99&to=-1',
  `?q=${'%25'.repeat(300)}`,
  '?site_id=2',
];

describe('every operator route', () => {
  let app: FastifyInstance;
  const routes: Found[] = [];
  const byRole = new Map<string, OperatorSession>();

  beforeAll(async () => {
    app = buildApp(testConfig());
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/operator')) return;
      const hooks = [route.onRequest ?? []].flat() as { permission?: OperatorPermission | null }[];
      const permission = hooks.find((h) => 'permission' in h)?.permission;
      for (const method of [route.method].flat())
        if (method === 'GET' || method === 'POST') routes.push({ method, url: route.url, permission });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signInOperator(app);
    for (const role of OPERATOR_ROLES)
      byRole.set(role, await operatorWithRoles(app, owner, `every-${role.replace('_', '-')}`, [role]));
  });
  afterAll(() => app.close());

  it('are found, each guarded by a session but the sign-in steps', () => {
    expect(routes.length).toBeGreaterThan(8);
    const unguarded = routes.filter((r) => r.permission === undefined && !SIGN_IN.has(r.url));
    expect(unguarded).toEqual([]);
  });

  it('answer 401 without a session', async () => {
    for (const r of routes.filter((r) => !SIGN_IN.has(r.url))) {
      const res = await send(app, concrete(r.url), {
        method: r.method,
        ...(r.method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect([r.url, res.statusCode]).toEqual([r.url, 401]);
    }
  });

  it('let each role through exactly where its permissions allow (403 elsewhere)', async () => {
    const wrong: string[] = [];
    // Not the logout: it would end the role's session for the routes after it.
    for (const r of routes.filter((r) => r.permission !== undefined && !r.url.endsWith('/logout'))) {
      for (const role of OPERATOR_ROLES) {
        const allowed = r.permission === null || (PERMISSION_ROLES[r.permission!] as readonly string[]).includes(role);
        // An empty body: a route lets the caller through before it reads one, so 400 still means "allowed".
        const res = await byRole
          .get(role)!
          .call(concrete(r.url).replace('/api/operator', ''), r.method === 'POST' ? {} : undefined);
        if (allowed === (res.statusCode === 403))
          wrong.push(`${role} ${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never answer a hostile body or query with a 5xx', async () => {
    const owner = await signInOperator(app);
    const failures: string[] = [];
    for (const r of routes.filter((r) => !r.url.endsWith('/logout'))) {
      const attempts =
        r.method === 'POST'
          ? HOSTILE_BODIES.map((body) =>
              send(app, concrete(r.url), {
                body,
                headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrf },
              }),
            )
          : HOSTILE_QUERIES.map((query) => owner.call(concrete(r.url).replace('/api/operator', '') + query));
      for (const res of await Promise.all(attempts))
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuse a number past the finite ones (1e400 reads as Infinity and slips past a maximum) with 400', async () => {
    const owner = await signInOperator(app);
    const res = await owner.call('/audit?limit=1e400');
    expect([res.statusCode, res.json().message]).toEqual([400, 'limit must be a finite number']);
    // Sent as text: JSON.stringify would write Infinity as null.
    const body = await send(app, '/api/operator/sites/1/releases/mf-games', {
      body: '{"action":"canary","version":"1.0.0","percent":5,"expected_revision":1e400,"reason":"x"}',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrf },
    });
    expect(body.statusCode).toBe(400);
  });
});
