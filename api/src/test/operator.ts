// Acting as an operator in tests: the seeded local owner (db/seeds/operators.ts) or any operator
// made through the console's api, signed in through the real routes (password, then TOTP).
import type { FastifyInstance } from 'fastify';
import { LOCAL_OWNER } from '../db/seeds/operators.js';
import { totpCode } from '../services/operators/index.js';
import { send, type TestResponse } from './helpers.js';

export interface OperatorSession {
  cookie: string;
  csrf: string;
  /** A call as this operator: GET without a body, POST with a JSON one. */
  call(
    path: string,
    body?: unknown,
    options?: { method?: string; headers?: Record<string, string> },
  ): Promise<TestResponse>;
}

const cookieOf = (response: TestResponse) => {
  const set = response.headers.get('set-cookie') ?? '';
  const match = /croupier_operator=([^;]*)/.exec(set);
  if (!match) throw new Error(`no operator cookie in ${response.statusCode} ${response.body}`);
  return `croupier_operator=${match[1]}`;
};

/** The TOTP code of the step after the last one the operator used on this app's database (codes are good once). */
const usedSteps = new WeakMap<FastifyInstance, Map<string, number>>();
export function nextCode(app: FastifyInstance, secret: string): string {
  const used = usedSteps.get(app) ?? new Map<string, number>();
  usedSteps.set(app, used);
  const step = Math.max(Math.floor(Date.now() / 30_000), (used.get(secret) ?? 0) + 1);
  used.set(secret, step);
  return totpCode(secret, step * 30_000);
}

export function operatorCaller(app: FastifyInstance, cookie: string, csrf: string): OperatorSession {
  return {
    cookie,
    csrf,
    call: (path, body, options = {}) =>
      send(app, `/api/operator${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          cookie,
          'x-csrf-token': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

type SignedIn = OperatorSession & { secret: string; recoveryCodes: string[] };
const signedIn = new WeakMap<FastifyInstance, Map<string, Promise<SignedIn>>>();

/**
 * The operator's session on this app, signed in once (each sign-in spends a TOTP step, and a
 * step is good once): the local owner by default.
 */
export function signInOperator(
  app: FastifyInstance,
  account: string = LOCAL_OWNER.account,
  password: string = LOCAL_OWNER.password,
  secret: string = LOCAL_OWNER.totp_secret,
): Promise<SignedIn> {
  const sessions = signedIn.get(app) ?? new Map<string, Promise<SignedIn>>();
  signedIn.set(app, sessions);
  let session = sessions.get(account);
  if (!session) sessions.set(account, (session = freshSignIn(app, account, password, secret)));
  return session;
}

/**
 * Signs in through the routes with the password and the operator's TOTP secret; an operator
 * without a second factor enrols one (the secret the api offers) and `secret` is ignored.
 */
export async function freshSignIn(
  app: FastifyInstance,
  account: string = LOCAL_OWNER.account,
  password: string = LOCAL_OWNER.password,
  secret: string = LOCAL_OWNER.totp_secret,
): Promise<SignedIn> {
  const json = { 'content-type': 'application/json' };
  const login = await send(app, '/api/operator/auth/login', {
    headers: json,
    body: JSON.stringify({ account, password }),
  });
  if (login.statusCode !== 200) throw new Error(`operator login ${login.statusCode}: ${login.body}`);
  const first = login.json<{ data: { next: string; secret?: string } }>().data;
  const totpSecret = first.next === 'enroll' ? first.secret! : secret;
  const second = await send(app, '/api/operator/auth/second-factor', {
    headers: { ...json, cookie: cookieOf(login) },
    body: JSON.stringify({ code: nextCode(app, totpSecret) }),
  });
  if (second.statusCode !== 200) throw new Error(`operator second factor ${second.statusCode}: ${second.body}`);
  const data = second.json<{ data: { csrf_token: string; recovery_codes?: string[] } }>().data;
  return {
    ...operatorCaller(app, cookieOf(second), data.csrf_token),
    secret: totpSecret,
    recoveryCodes: data.recovery_codes ?? [],
  };
}

/** Creates an operator as `owner` and signs it in (enrolling its second factor). */
export async function operatorWithRoles(
  app: FastifyInstance,
  owner: OperatorSession,
  account: string,
  roles: string[],
  sites: { all_sites: boolean; site_ids: string[] } = { all_sites: false, site_ids: ['1'] },
) {
  const password = `${account}-password-long`;
  const created = await owner.call('/operators', { account, display_name: account, password, roles, ...sites });
  if (created.statusCode !== 200) throw new Error(`create operator ${created.statusCode}: ${created.body}`);
  return signInOperator(app, account, password);
}

/** A call as the app's local owner (every site; signed in once per app). */
export const asOwner = async (app: FastifyInstance, path: string, body?: unknown): Promise<TestResponse> =>
  (await signInOperator(app)).call(path, body);

/** Adds site '2', a brand the operators of site 1 must not see (its settings as given). */
export function addSecondSite(app: FastifyInstance, settings: Record<string, unknown> = {}): void {
  app.services.db
    .prepare(
      "INSERT INTO sites (site_id, site_name, titles, settings, env_config, created_at) VALUES ('2', 'Second', '{}', ?, '{}', 1)",
    )
    .run(JSON.stringify(settings));
}
