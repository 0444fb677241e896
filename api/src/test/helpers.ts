// Test helpers: a real app listening on a free port over an in-memory SQLite database,
// called with fetch (real HTTP), and the calls most tests need.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { LoginPayload } from '@croupier/shared/contracts';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';

export const TEST_CAPTCHA = '4721';

/** Defaults for tests: in-memory database, fixed captcha, silent log, nothing listening on the pusher port. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_PATH: ':memory:',
    LOG_LEVEL: 'silent',
    CROUPIER_TEST_CAPTCHA: TEST_CAPTCHA,
    PUSHER_PORT: '9',
    ...env,
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = buildApp(testConfig(env));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

export interface TestResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON they expect
  json<T = any>(): T;
}

export interface SendOptions {
  method?: string;
  /** Sent as is; objects go through `post`. */
  body?: string;
  headers?: Record<string, string>;
}

/** A real HTTP request to the listening app. */
export async function send(app: FastifyInstance, path: string, options: SendOptions = {}): Promise<TestResponse> {
  const { port } = app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: options.method ?? 'POST',
    headers: options.headers,
    body: options.body,
  });
  const body = await res.text();
  return { statusCode: res.status, headers: res.headers, body, json: () => JSON.parse(body) };
}

export interface TestPicture {
  statusCode: number;
  headers: Headers;
  bytes: Buffer;
  /** What the bytes decode as (sharp reads them), when the answer was a 200. */
  format?: string;
  width?: number;
  height?: number;
  /** Whether it keeps an alpha channel (a picture with transparent parts). */
  alpha?: boolean;
  /** The largest standard deviation of a colour channel: 0 for a blank picture. */
  spread?: number;
}

/** GET a picture as a browser's <img> would, and what it decodes to. */
export async function getPicture(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<TestPicture> {
  const { port } = app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { statusCode: res.status, headers: res.headers, bytes };
  const { format, width, height, hasAlpha: alpha } = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).stats();
  return {
    statusCode: res.status,
    headers: res.headers,
    bytes,
    format,
    width,
    height,
    alpha,
    spread: Math.max(...channels.slice(0, 3).map((c) => c.stdev)),
  };
}

/**
 * Sends every body (as JSON) to every route with `headers`; the answers that were a 5xx, as
 * 'status path body…' (the hostile-bodies tests expect none).
 */
export async function serverErrorsOf(
  app: FastifyInstance,
  routes: readonly string[],
  bodies: readonly string[],
  headers: Record<string, string>,
): Promise<string[]> {
  const errors: string[] = [];
  for (const path of routes) {
    for (const body of bodies) {
      const res = await send(app, path, { body, headers: { 'content-type': 'application/json', ...headers } });
      if (res.statusCode >= 500) errors.push(`${res.statusCode} ${path} ${body.slice(0, 40)}`);
    }
  }
  return errors;
}

/** POST a JSON body (or none when payload is undefined). */
export function post(app: FastifyInstance, path: string, payload?: unknown, headers: Record<string, string> = {}) {
  return payload === undefined
    ? send(app, path, { headers })
    : send(app, path, { body: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });
}

export async function newCaptcha(app: FastifyInstance, type = 1, site_id = '1'): Promise<string> {
  const res = await post(app, '/api/captcha', { type, site_id });
  return (res.json() as { body: { token: string } }).body.token;
}

export function loginPayload(overrides: Partial<LoginPayload> = {}): LoginPayload {
  return {
    account: 'player01',
    password: 'player123',
    site_id: '1',
    answer: TEST_CAPTCHA,
    captcha_token: '',
    remote_addr: '203.0.113.7',
    host: 'localhost:3000',
    device: '1',
    system_group: 'web',
    udid: 'test-udid',
    login_type: 'account',
    cdn: '',
    system: 'Linux',
    browser: 'Chromium',
    system_version: '6',
    ...overrides,
  };
}

/** Fetches a captcha, then logs in. `ip` is sent as X-Forwarded-For (inject comes from 127.0.0.1, a trusted proxy). */
export async function login(app: FastifyInstance, overrides: Partial<LoginPayload> = {}, ip?: string) {
  const captcha_token = overrides.captcha_token ?? (await newCaptcha(app, 1, overrides.site_id));
  return post(app, '/api/login', loginPayload({ ...overrides, captcha_token }), ip ? { 'x-forwarded-for': ip } : {});
}

export async function tokenFor(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await login(app, { account, password });
  const json = res.json() as { code: number; data: { token: string } };
  if (json.code !== 100) throw new Error(`login of ${account} failed: ${res.body}`);
  return json.data.token;
}
