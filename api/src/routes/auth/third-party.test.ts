// Third-party login: the brand's providers, the development provider's sign-in page (only with
// CROUPIER_DEV_OAUTH=1) and the code exchange the /authCallback popup makes.
import type { FastifyInstance } from 'fastify';
import { THIRD_PARTY_CODE, type AuthProvider, type LoginSession } from '@croupier/shared/contracts';
import { createThirdParty } from '../../services/auth/index.js';
import { SEEDED, json, post, postForm, send, setMember, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(60_000);

const CALLBACK = 'http://localhost:3000/authCallback';
/** Signs in on the dev page as `account` and returns where the popup is sent. */
async function devSignIn(app: FastifyInstance, account: string, redirect_uri = CALLBACK): Promise<URL> {
  const res = await postForm(app, '/api/auth/dev/authorize', {
    redirect_uri,
    state: 'st-1',
    site_id: '1',
    member_account: account,
    action: 'signin',
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.location ?? '');
}

const exchange = (app: FastifyInstance, code: string, provider = 'dev') =>
  post(app, '/api/auth/callback', { site_id: '1', provider, code, udid: 'popup-udid' });

describe('third-party login with the development provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startAuthApp({ CROUPIER_DEV_OAUTH: '1' });
  });
  afterAll(() => app.close());

  it('lists the brand providers, the dev one included', async () => {
    const res = await json<{ list: AuthProvider[] }>(post(app, '/api/auth/providers', { site_id: '1' }));
    expect(res.data.list).toEqual([
      { provider: 'dev', name: 'Croupier Dev Sign-in', authorize_url: '/api/auth/dev/authorize' },
    ]);
  });

  it('shows a page that asks which member to sign in as', async () => {
    const res = await send(
      app,
      `/api/auth/dev/authorize?${new URLSearchParams({ redirect_uri: CALLBACK, state: 'st-1', site_id: '1' })}`,
      {
        method: 'GET',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Croupier Dev Sign-in</h1>');
    expect(res.body).toContain(`value="${SEEDED.social.account}"`);
    expect(res.body).not.toContain('value="locked01"');
    expect(res.body).toContain(`name="redirect_uri" value="${CALLBACK}"`);
  });

  it('keeps the seeded members on the page however many register after them (oldest first)', async () => {
    const insert = app.services.db.prepare(
      `INSERT INTO members (site_id, member_account, password_hash, member_currency, created_at) VALUES ('1', ?, '!', 'USD', ?)`,
    );
    for (let i = 0; i < 60; i += 1) insert.run(`aaa${String(i).padStart(4, '0')}`, Date.now());
    const res = await send(
      app,
      `/api/auth/dev/authorize?${new URLSearchParams({ redirect_uri: CALLBACK, site_id: '1' })}`,
      { method: 'GET' },
    );
    expect(res.body).toContain(`value="${SEEDED.social.account}"`);
  });

  it('sends the popup back with a one-time code that the callback exchanges for a session', async () => {
    const back = await devSignIn(app, SEEDED.social.account);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('provider')).toBe('dev');
    const code = back.searchParams.get('code') ?? '';

    const res = await exchange(app, code);
    const session = res.json() as { code: number; data: LoginSession };
    expect(session.code).toBe(100);
    expect(session.data.member_account).toBe(SEEDED.social.account);
    expect(res.headers.get('authorization')).toBe(session.data.token);
    // Once only.
    expect((await json(exchange(app, code))).code).toBe(THIRD_PARTY_CODE.codeInvalid);
  });

  it('sends the popup back with an error when the member cancels', async () => {
    const res = await postForm(app, '/api/auth/dev/authorize', {
      redirect_uri: CALLBACK,
      state: 's',
      site_id: '1',
      action: 'cancel',
    });
    const back = new URL(res.location ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it.each([
    ['another origin', 'https://evil.example/authCallback'],
    ['another path', 'http://localhost:3000/steal'],
    ['no URL', 'javascript:alert(1)'],
  ])('never sends a code to %s', async (_label, redirect_uri) => {
    const page = await send(app, `/api/auth/dev/authorize?${new URLSearchParams({ redirect_uri, site_id: '1' })}`, {
      method: 'GET',
    });
    expect(page.statusCode).toBe(400);
    const res = await postForm(app, '/api/auth/dev/authorize', {
      redirect_uri,
      site_id: '1',
      member_account: 'social01',
      action: 'signin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.location).toBeNull();
  });

  it('refuses an unknown code (101), an expired one (101), a disabled (102) or frozen (103) member, an unknown provider (104)', async () => {
    expect((await json(exchange(app, 'made-up'))).code).toBe(THIRD_PARTY_CODE.codeInvalid);

    const expired = (await devSignIn(app, SEEDED.social.account)).searchParams.get('code') ?? '';
    app.services.db.prepare('UPDATE oauth_codes SET expires_at = 0 WHERE used_at IS NULL').run();
    expect((await json(exchange(app, expired))).code).toBe(THIRD_PARTY_CODE.codeInvalid);

    const code = (await devSignIn(app, SEEDED.forgot.account)).searchParams.get('code') ?? '';
    setMember(app, SEEDED.forgot.account, { status: 'disabled' });
    expect((await json(exchange(app, code))).code).toBe(THIRD_PARTY_CODE.accountDisabled);
    const code2 = (await devSignIn(app, SEEDED.double.account)).searchParams.get('code') ?? '';
    setMember(app, SEEDED.double.account, { status: 'frozen' });
    expect((await json(exchange(app, code2))).code).toBe(THIRD_PARTY_CODE.accountFrozen);
    setMember(app, SEEDED.forgot.account, { status: 'active' });
    setMember(app, SEEDED.double.account, { status: 'active' });

    expect((await json(exchange(app, 'whatever', 'google'))).code).toBe(THIRD_PARTY_CODE.providerDisabled);
  });

  it('never answers 500 to a malformed body', async () => {
    for (const body of [undefined, [], { site_id: 1 }, { site_id: '1', provider: 'dev', code: { a: 1 } }]) {
      expect((await post(app, '/api/auth/callback', body)).statusCode).toBe(400);
    }
    expect((await post(app, '/api/auth/providers', { site_id: '' })).statusCode).toBe(400);
    expect((await send(app, '/api/auth/dev/authorize', { method: 'GET' })).statusCode).toBe(400);
  });
});

describe('third-party login without CROUPIER_DEV_OAUTH', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(() => app.close());

  it('offers no dev provider, has no dev page, and refuses dev codes', async () => {
    expect(
      (await json<{ list: AuthProvider[] }>(post(app, '/api/auth/providers', { site_id: '1' }))).data.list,
    ).toEqual([]);
    expect(
      (
        await send(app, `/api/auth/dev/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}&site_id=1`, {
          method: 'GET',
        })
      ).statusCode,
    ).toBe(404);
    // A code issued while the provider was on is worthless once it is off.
    const member = app.services.members.findByAccount('1', SEEDED.social.account);
    const code = createThirdParty(app.services.db, { devOauth: true }).issueCode('dev', '1', member?.id ?? 0);
    expect((await json(exchange(app, code))).code).toBe(THIRD_PARTY_CODE.providerDisabled);
  });
});
