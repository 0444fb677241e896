// Acting as a brand's operator in the e2e tests: the console's api (/api/operator, docs/operators.md)
// with the database's local owner, signed in once per run by the global setup (password, then a
// TOTP code from the owner's published secret: a code is good once, so workers share one session).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_CONSOLE_PORT } from './ports.js';
import { STACK_DIR } from './state.js';

/** The seeded local owner (api/src/db/seeds/operators.ts). */
export const LOCAL_OWNER = {
  account: 'owner',
  password: 'croupier-owner-password',
  totp_secret: 'CROUPIERCONSOLELOCALOWNERTOTP234',
} as const;

const SESSION_FILE = path.join(STACK_DIR, 'operator-session.json');

interface Session {
  cookie: string;
  csrf: string;
}

/** The TOTP code of `secret` now (or at `at`), as an authenticator app shows it. */
export const totpNow = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate({ timestamp: at });

/** Signs an operator in through the api at `apiOrigin`; returns the session's cookie and CSRF token. */
export async function signIn(
  apiOrigin: string,
  account: string,
  password: string,
  secret: string,
  at = Date.now(),
): Promise<Session> {
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${apiOrigin}/api/operator${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) => /croupier_operator=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const login = await post('/auth/login', { account, password });
  if (!login.ok) throw new Error(`operator login: HTTP ${login.status} ${await login.text()}`);
  const second = await post('/auth/second-factor', { code: totpNow(secret, at) }, cookieOf(login));
  if (!second.ok) throw new Error(`operator second factor: HTTP ${second.status} ${await second.text()}`);
  const { data } = (await second.json()) as { data: { csrf_token: string } };
  return { cookie: cookieOf(second), csrf: data.csrf_token };
}

/** Global setup: the local owner's session for every worker. */
export async function signInOwnerForRun(apiOrigin: string): Promise<void> {
  const session = await signIn(apiOrigin, LOCAL_OWNER.account, LOCAL_OWNER.password, LOCAL_OWNER.totp_secret);
  fs.writeFileSync(SESSION_FILE, JSON.stringify(session));
}

let owner: Session | null = null;
const ownerSession = () => (owner ??= JSON.parse(fs.readFileSync(SESSION_FILE, 'utf8')) as Session);

/** The owner's session as the console's cookie, for a browser that should start signed in. */
export function ownerCookie(consoleOrigin: string) {
  const value = ownerSession().cookie.replace(/^croupier_operator=/, '');
  return {
    name: 'croupier_operator',
    value,
    url: `${consoleOrigin}/api/operator`,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict' as const,
  };
}

/**
 * A call to the console's api as the local owner; answers the
 * response's `data` after checking it succeeded.
 */
export async function asOperator<T = unknown>(
  request: APIRequestContext,
  pathAndQuery: string,
  body?: unknown,
): Promise<T> {
  const { cookie, csrf } = ownerSession();
  const headers = { cookie, 'x-csrf-token': csrf };
  // Through the console's origin: a member site's origin does not pass the operators' api on.
  const url = `http://localhost:${E2E_CONSOLE_PORT}/api/operator${pathAndQuery}`;
  const res =
    body === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data: body });
  const text = await res.text();
  expect(res.status(), `${url}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}
