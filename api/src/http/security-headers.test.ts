// Every api answer carries nosniff, no JSON answer may be cached (they carry members' data,
// sessions, one-time captchas), and the api sets no cookie (but the console's sign-in, whose
// cookie routes/operator tests). Every route is called, so a route
// added later is covered without touching this file.
import { withEveryRoute } from '../test/every-route.js';
import { login, send, type TestResponse } from '../test/helpers.js';

jest.setTimeout(60_000);

describe('security headers of the api', () => {
  const every = withEveryRoute();

  const callEach = (headers: Record<string, string> = {}) =>
    Promise.all(
      // Logout would end the session the other calls carry.
      every.routes
        .filter(({ url }) => !headers.authorization || url !== '/api/logout')
        .map(async ({ method, url }) => {
          const path = url.replace(':file', 'x.svg').replace('*', 'x');
          const res = await send(
            every.app,
            path,
            method === 'GET'
              ? { method, headers }
              : { method, body: '{}', headers: { 'content-type': 'application/json', ...headers } },
          );
          return { route: `${method} ${url}`, res };
        }),
    );
  const isJson = (res: TestResponse) => (res.headers.get('content-type') ?? '').startsWith('application/json');

  it('answers every route with nosniff and no cookie; JSON never cached', async () => {
    expect(every.routes.length).toBeGreaterThan(70);
    const answers = await callEach();
    const faults = answers.flatMap(({ route, res }) => [
      ...(res.headers.get('x-content-type-options') === 'nosniff' ? [] : [`${route}: no nosniff`]),
      ...(res.headers.get('set-cookie') === null ? [] : [`${route}: sets a cookie`]),
      ...(isJson(res) && res.headers.get('cache-control') !== 'no-store'
        ? [`${route}: JSON cached (${res.headers.get('cache-control')})`]
        : []),
    ]);
    expect(faults).toEqual([]);
    expect(answers.filter(({ res }) => isJson(res)).length).toBeGreaterThan(60);
  });

  it('answers the member routes no-store, with a session and without one', async () => {
    const withoutSession = await callEach();
    // The release and operator routes answer 401 to a member's session too: they take a team's
    // release token or the console's cookie (every answer no-store: the test above).
    const memberRoutes = withoutSession
      .filter(({ route, res }) => res.statusCode === 401 && !/ \/api\/(releases|sites|operator)\//.test(route))
      .map(({ route }) => route);
    expect(memberRoutes).toEqual(
      expect.arrayContaining(['POST /api/member/profile/my_cash', 'POST /api/member/profile/common/layout']),
    );

    const token = (await login(every.app)).json().data.token as string;
    const withSession = await callEach({ authorization: token });
    const cached = withSession
      .filter(({ route }) => memberRoutes.includes(route))
      .filter(({ res }) => res.statusCode === 401 || res.headers.get('cache-control') !== 'no-store')
      .map(({ route, res }) => `${route}: ${res.statusCode} ${res.headers.get('cache-control')}`);
    expect(cached).toEqual([]);
  });

  it('answers a login, with its session token, no-store', async () => {
    const res = await login(every.app);
    expect(res.json().code).toBe(100);
    expect(res.headers.get('authorization')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves HSTS to the TLS edge and framing to each page; unknown routes and errors get the headers too', async () => {
    const missing = await send(every.app, '/api/nowhere', { method: 'GET' });
    expect([
      missing.statusCode,
      missing.headers.get('x-content-type-options'),
      missing.headers.get('cache-control'),
    ]).toEqual([404, 'nosniff', 'no-store']);
    const broken = await send(every.app, '/api/login', { body: '{', headers: { 'content-type': 'application/json' } });
    expect([
      broken.statusCode,
      broken.headers.get('x-content-type-options'),
      broken.headers.get('cache-control'),
    ]).toEqual([400, 'nosniff', 'no-store']);
    expect(missing.headers.get('strict-transport-security')).toBeNull();
    expect(missing.headers.get('x-frame-options')).toBeNull();
    expect(missing.headers.get('x-powered-by')).toBeNull();
  });
});
