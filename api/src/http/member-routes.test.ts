// Member routes act for the member of the session and never for a member the caller names: no
// route that takes a session (requireMember) accepts a member id or account in its params,
// query or body. Walks every route the api registers, with every optional area switched on, so
// a new member route is checked without being listed here.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/helpers.js';

/** Keys that would name a member. */
const MEMBER_KEYS = /^(member_?id|member_?account|account|user_?id|uid|mid)$/i;

type Schema = Record<string, unknown>;

// Building the app seeds a database: slow on a loaded machine.
jest.setTimeout(60_000);

/** Every property name anywhere in a JSON schema (objects, arrays, unions, records). */
function propertyNames(schema: unknown, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Schema;
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, child] of Object.entries(s.properties as Schema)) {
      out.push(name);
      propertyNames(child, out);
    }
  }
  for (const key of ['items', 'additionalProperties', 'not']) propertyNames(s[key], out);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(s[key])) for (const child of s[key] as unknown[]) propertyNames(child, out);
  }
  if (s.patternProperties && typeof s.patternProperties === 'object') {
    for (const child of Object.values(s.patternProperties as Schema)) propertyNames(child, out);
  }
  return out;
}

const hooksOf = (route: RouteOptions): { name: string }[] =>
  [route.preHandler, route.preValidation, route.onRequest]
    .flat()
    .filter((h): h is { name: string } & NonNullable<typeof h> => !!h);

describe('member routes', () => {
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    app = buildApp(testConfig({ CROUPIER_DEV_ROUTES: '1', CROUPIER_DEV_OUTBOX: '1', CROUPIER_DEV_OAUTH: '1' }));
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const sessionRoutes = () => routes.filter((r) => hooksOf(r).some((h) => h.name === 'requireMemberHook'));

  it('are found: every route that requires a session', () => {
    const urls = sessionRoutes().map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/broadcasting/auth',
        '/api/member/profile/common/layout',
        '/api/member/profile/my_cash',
        '/api/member/game/play1',
        '/api/arks/web/member-games/favorite/store',
      ]),
    );
  });

  /** Keys that filter the member's own data, never name a member to act for. */
  const FILTERS = new Set([
    'POST /api/arks/web/recommend/members body.member_account',
    // Within the agent's own downline (an account outside it is never listed).
    'POST /api/arks/web/agent/downline body.member_account',
    // The downline member an agent transfers to (checked to be under the caller).
    'POST /api/arks/web/agent/transfer body.member_account',
  ]);

  it('take no member id or account in params, query or body', () => {
    const offending = sessionRoutes().flatMap((route) => {
      const schema = (route.schema ?? {}) as Schema;
      return ['params', 'querystring', 'body'].flatMap((part) =>
        propertyNames(schema[part])
          .filter((name) => MEMBER_KEYS.test(name))
          .map((name) => `${String(route.method)} ${route.url} ${part}.${name}`)
          .filter((key) => !FILTERS.has(key)),
      );
    });
    expect(offending).toEqual([]);
  });

  it('finds a member key when a schema has one (the check can fail)', () => {
    const body = {
      type: 'object',
      properties: { data: { type: 'object', properties: { member_id: { type: 'integer' } } } },
    };
    expect(propertyNames(body).filter((n) => MEMBER_KEYS.test(n))).toEqual(['member_id']);
  });
});
