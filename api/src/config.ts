// Configuration from environment variables, with defaults that are safe for a local run.
// Every variable is documented in docs/operations.md.
import path from 'node:path';
import type { EnvConfig, ModuleName, RemotesManifest } from '@croupier/shared/contracts';
import { isRemoteName, LOCAL_PORTS, REMOTES_MANIFEST } from '@croupier/shared/contracts';
import {
  describeRefusals,
  LOCAL_RELEASE_TOKEN,
  productionRefusals,
  releaseTokenRefusals,
  secretOrDefault,
} from './lib/production-rules.js';

export type Environment = EnvConfig['environment'];

export interface Config {
  port: number;
  host: string;
  /** A file path, or ':memory:'. */
  databasePath: string;
  environment: Environment;
  /** When set, every captcha's answer is this value (tests only). */
  testCaptcha: string | null;
  /** Exposes /api/dev/* routes (CROUPIER_DEV_ROUTES=1). */
  devRoutes: boolean;
  pusher: {
    appId: string;
    key: string;
    secret: string;
    /** Where the api reaches the realtime server's HTTP trigger API. */
    host: string;
    port: number;
  };
  /** What the browser is told in env_config.socket. */
  publicSocket: { host: string; port: number; forceTls: boolean };
  /** Manifest URL overrides applied when serving site detail. */
  moduleUrls: Partial<Record<ModuleName, string>>;
  /** Exact origins allowed by CORS; null allows any localhost / 127.0.0.1 origin. */
  corsOrigins: string[] | null;
  /** Fastify trustProxy: which proxies may set X-Forwarded-For (a number: that many hops). */
  trustProxy: boolean | number | string;
  /** The edge is a CDN that sets cf-ipcountry / x-country-code (TRUST_COUNTRY_HEADERS=1); else a client's are dropped. */
  trustCountryHeaders: boolean;
  sessionTtlMinutes: number;
  /** Minutes a session may go unused before it ends (SESSION_IDLE_MINUTES; 0 = no idle timeout). */
  sessionIdleMinutes: number;
  /** Failed logins per account name, whatever the address (LOGIN_ACCOUNT_*; services/auth/login-throttle.ts). */
  loginThrottle: LoginThrottleConfig;
  /** Requests per minute and IP on /captcha and /login (on top of the login failure limit). */
  rateLimitPerMinute: number;
  /** Exposes GET /api/dev/outbox, the sent SMS/email codes (CROUPIER_DEV_OUTBOX=1; never in production). */
  devOutbox: boolean;
  /** The development third-party sign-in provider (CROUPIER_DEV_OAUTH=1; never in production). */
  devOauth: boolean;
  /** Serves the OpenAPI document browsable (Swagger UI) at /api/docs/ (CROUPIER_DEV_API_DOCS=1; never in production). */
  devApiDocs: boolean;
  /** Registrations per IP: per minute (code 996) and per day (code 997); 0 switches a limit off. */
  registerLimits: { perMinute: number; perDay: number };
  /** Key material of the encrypted entry links (`enc`, POST /get_info_data): CROUPIER_ENTRY_SECRET. */
  entrySecret: string;
  /** The visitor country when no trusted proxy header names one (DEFAULT_COUNTRY, ISO alpha-2; default US). */
  defaultCountry: string;
  /** Origins besides the api's own whose pages /check_iframe may fetch (CHECK_IFRAME_ORIGINS, comma list). */
  checkIframeOrigins: string[];
  /** Who may register and place releases, and of which remotes (CROUPIER_RELEASE_TOKENS). */
  releaseTokens: ReleaseTeam[];
  /** The HMAC key of the override links, one browser on another release (CROUPIER_RELEASE_OVERRIDE_SECRET). */
  releaseOverrideSecret: string;
  /** When a canary is rolled back by its visitors' reports (CROUPIER_CANARY_*; docs/releasing.md). */
  canaryGuard: CanaryGuardConfig;
  /** The console's session limits (OPERATOR_SESSION_*; docs/operators.md "Sessions"). */
  operatorSessions: { idleMinutes: number; maxHours: number; secondFactorMinutes: number };
  /** Failed console sign-ins before the account or address waits (OPERATOR_LOGIN_*). */
  operatorThrottle: { accountFailures: number; addressFailures: number; windowMinutes: number };
  logLevel: string;
}

/** A team's release token and the remotes it owns (`*` read as every remote of the manifest). */
export interface ReleaseTeam {
  team: string;
  token: string;
  modules: string[];
}

export interface CanaryGuardConfig {
  /** Loads of the canary, under the live map's current revision, before it is judged. */
  minLoads: number;
  /** The share of failed loads, in percent, at or over which the canary is rolled back. */
  maxFailurePercent: number;
}

export interface LoginThrottleConfig {
  /** Failures after which each further attempt waits a rising delay (0 = no delay). */
  delayAfter: number;
  /** The first delay in seconds, doubled by each further failure (0 = no delay). */
  delaySeconds: number;
  /** Failures within lockMinutes that lock the account name and notify the member (0 = no lock). */
  lockAfter: number;
  /** How long a lock lasts; also the window failures are counted in. */
  lockMinutes: number;
}

type Env = Record<string, string | undefined>;

const ENVIRONMENTS: readonly Environment[] = ['local', 'beta', 'stage', 'production'];

export class ConfigError extends Error {}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got '${raw}'`);
  return n;
}

/** int() within min..max: a setting outside its sane range is a mistake, not a wish. */
function intWithin(env: Env, name: string, fallback: number, min: number, max: number): number {
  const n = int(env, name, fallback);
  if (n < min || n > max) throw new ConfigError(`${name} must be ${min}-${max}, got '${env[name]}'`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

function str(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** `mf-auth=http://host:port/mf-manifest.json,mf-games=...`: remotes of the manifest of remotes only. */
export function parseModuleUrls(
  raw: string | undefined,
  manifest: RemotesManifest = REMOTES_MANIFEST,
): Partial<Record<ModuleName, string>> {
  const out: Partial<Record<ModuleName, string>> = {};
  if (!raw) return out;
  for (const pair of raw.split(',')) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf('=');
    const name = trimmed.slice(0, eq).trim() as ModuleName;
    const url = trimmed.slice(eq + 1).trim();
    if (eq <= 0 || !isRemoteName(name, manifest) || !/^https?:\/\//.test(url)) {
      throw new ConfigError(`CROUPIER_MODULE_URLS: cannot read '${trimmed}' (expected <module>=http(s)://...)`);
    }
    out[name] = url;
  }
  return out;
}

/** The name the shell's releases are registered under (services/releases/gate.ts). */
export const SHELL_MODULE = 'shell';

const TEAM = /^[a-z0-9][a-z0-9_-]{0,31}$/;
/** Printable ASCII but ':' and ','; sent as `Authorization: Bearer <token>`, read up to 200 characters. */
const TOKEN = /^[!-+\--9;-~]{16,200}$/;

/**
 * `team:token:module+module,…`, one entry per team; `*` for the shell and every remote of the
 * manifest. Unset or empty: team `local` with the public LOCAL_RELEASE_TOKEN and all of them
 * (production refuses it).
 * An error names the entry by its place and team, never by its token.
 */
export function parseReleaseTokens(
  raw: string | undefined,
  manifest: RemotesManifest = REMOTES_MANIFEST,
): ReleaseTeam[] {
  // The shell has releases too: its release says what the remotes it serves may require.
  const every = [SHELL_MODULE, ...manifest.remotes.map((r) => r.name)];
  if (!raw?.trim()) return [{ team: 'local', token: LOCAL_RELEASE_TOKEN, modules: every }];
  const teams: ReleaseTeam[] = [];
  const entries = raw.split(',').map((e) => e.trim());
  entries.forEach((entry, i) => {
    if (!entry) return;
    const parts = entry.split(':');
    // Named by its team only when that part reads as one: an entry written in another order may start with its token.
    const first = parts[0]!.trim();
    const named = `entry ${i + 1}${parts.length > 1 && TEAM.test(first) ? ` (team '${first}')` : ''}`;
    const refuse = (why: string) => new ConfigError(`CROUPIER_RELEASE_TOKENS: cannot read ${named}: ${why}`);
    if (parts.length !== 3) throw refuse('expected team:token:module+module (or team:token:*)');
    const [team = '', token = '', list = ''] = parts.map((p) => p.trim());
    if (!TEAM.test(team)) throw refuse('a team is 1-32 of a-z, 0-9, _ and -, starting with a letter or digit');
    if (!TOKEN.test(token)) throw refuse('a token is 16-200 printable characters, no space, : or ,');
    const names = list.split('+').map((m) => m.trim());
    const unknown = names.filter((m) => m !== '*' && m !== SHELL_MODULE && !isRemoteName(m, manifest));
    if (unknown.length > 0 || (names.includes('*') && names.length > 1))
      throw refuse(
        `modules are '*' or the shell and remotes of the manifest joined by + (${every.join(', ')}), got '${list}'`,
      );
    if (teams.some((t) => t.team === team)) throw refuse(`team '${team}' has an entry already`);
    if (teams.some((t) => t.token === token)) throw refuse("its token is another team's");
    teams.push({ team, token, modules: names.includes('*') ? every : [...new Set(names)] });
  });
  if (teams.length === 0) throw new ConfigError('CROUPIER_RELEASE_TOKENS names no team');
  return teams;
}

function country(raw: string | undefined): string {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '') return 'US';
  if (!/^[A-Z]{2}$/.test(value))
    throw new ConfigError(`DEFAULT_COUNTRY must be an ISO 3166-1 alpha-2 code, got '${raw}'`);
  return value;
}

/**
 * `loopback` by default (the local proxy); a whole number is a hop count: `1` trusts exactly the
 * proxy in front (nginx), so the address it saw is the client's whatever a client wrote into
 * X-Forwarded-For. `true` trusts every hop, i.e. the client's own left-most entry: refused in production.
 */
function trustProxy(raw: string | undefined, environment: Environment): boolean | number | string {
  if (raw === undefined || raw === '') return 'loopback';
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' && environment === 'production') {
    throw new ConfigError(
      "TRUST_PROXY=true lets a client choose its address; in production name the proxy hop (e.g. '1' or its address)",
    );
  }
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

/** The api's secrets with a public local default; production refuses the defaults. */
const API_SECRETS = [
  'PUSHER_APP_KEY',
  'PUSHER_APP_SECRET',
  'CROUPIER_ENTRY_SECRET',
  'CROUPIER_RELEASE_OVERRIDE_SECRET',
] as const;

/** An HMAC-SHA256 key shorter than this is guessable offline from one signed link. */
export const RELEASE_OVERRIDE_SECRET_MIN = 32;

function releaseOverrideSecret(env: Env): string {
  const secret = secretOrDefault(env, 'CROUPIER_RELEASE_OVERRIDE_SECRET');
  if (secret.length < RELEASE_OVERRIDE_SECRET_MIN)
    throw new ConfigError(
      `CROUPIER_RELEASE_OVERRIDE_SECRET must be at least ${RELEASE_OVERRIDE_SECRET_MIN} characters, got ${secret.length}`,
    );
  return secret;
}

/**
 * @param packageDir the api package folder; the default database lives in its data/ folder.
 * @param manifest the remotes CROUPIER_MODULE_URLS may name (a test adds a throwaway one).
 */
export function loadConfig(
  env: Env = process.env,
  packageDir: string = process.cwd(),
  manifest: RemotesManifest = REMOTES_MANIFEST,
): Config {
  const environment = str(env, 'CROUPIER_ENV', 'local') as Environment;
  if (!ENVIRONMENTS.includes(environment)) {
    throw new ConfigError(`CROUPIER_ENV must be one of ${ENVIRONMENTS.join(', ')}, got '${environment}'`);
  }
  const releaseTokens = parseReleaseTokens(env.CROUPIER_RELEASE_TOKENS, manifest);
  const refusals = [...productionRefusals(env, API_SECRETS), ...releaseTokenRefusals(env, releaseTokens)];
  if (refusals.length > 0) throw new ConfigError(describeRefusals(refusals));
  const databasePath = str(env, 'DATABASE_PATH', path.join(packageDir, 'data', 'croupier.db'));
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: int(env, 'PORT', LOCAL_PORTS.api),
    host: str(env, 'HOST', '0.0.0.0'),
    databasePath: databasePath === ':memory:' ? databasePath : path.resolve(databasePath),
    environment,
    testCaptcha: env.CROUPIER_TEST_CAPTCHA ? env.CROUPIER_TEST_CAPTCHA : null,
    devRoutes: env.CROUPIER_DEV_ROUTES === '1',
    pusher: {
      appId: str(env, 'PUSHER_APP_ID', 'croupier'),
      key: secretOrDefault(env, 'PUSHER_APP_KEY'),
      secret: secretOrDefault(env, 'PUSHER_APP_SECRET'),
      host: str(env, 'PUSHER_HOST', '127.0.0.1'),
      port: int(env, 'PUSHER_PORT', LOCAL_PORTS.realtime),
    },
    publicSocket: {
      host: str(env, 'PUSHER_PUBLIC_HOST', 'localhost'),
      port: int(env, 'PUSHER_PUBLIC_PORT', LOCAL_PORTS.realtime),
      forceTls: bool(env, 'PUSHER_PUBLIC_TLS', false),
    },
    moduleUrls: parseModuleUrls(env.CROUPIER_MODULE_URLS, manifest),
    corsOrigins: origins && origins.length > 0 ? origins : null,
    trustProxy: trustProxy(env.TRUST_PROXY, environment),
    trustCountryHeaders: bool(env, 'TRUST_COUNTRY_HEADERS', false),
    sessionTtlMinutes: int(env, 'SESSION_TTL_MINUTES', 12 * 60),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60),
    loginThrottle: {
      delayAfter: int(env, 'LOGIN_ACCOUNT_DELAY_AFTER', 3),
      delaySeconds: int(env, 'LOGIN_ACCOUNT_DELAY_SECONDS', 2),
      lockAfter: int(env, 'LOGIN_ACCOUNT_LOCK_AFTER', 10),
      lockMinutes: int(env, 'LOGIN_ACCOUNT_LOCK_MINUTES', 15),
    },
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60),
    devOutbox: env.CROUPIER_DEV_OUTBOX === '1',
    devOauth: env.CROUPIER_DEV_OAUTH === '1',
    devApiDocs: env.CROUPIER_DEV_API_DOCS === '1',
    registerLimits: {
      perMinute: int(env, 'REGISTER_LIMIT_PER_MINUTE', 5),
      perDay: int(env, 'REGISTER_LIMIT_PER_DAY', 10),
    },
    entrySecret: secretOrDefault(env, 'CROUPIER_ENTRY_SECRET'),
    defaultCountry: country(env.DEFAULT_COUNTRY),
    checkIframeOrigins: (env.CHECK_IFRAME_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    releaseTokens,
    releaseOverrideSecret: releaseOverrideSecret(env),
    canaryGuard: {
      minLoads: intWithin(env, 'CROUPIER_CANARY_MIN_LOADS', 20, 1, 1_000_000),
      maxFailurePercent: intWithin(env, 'CROUPIER_CANARY_MAX_FAILURE_PERCENT', 20, 1, 100),
    },
    operatorSessions: {
      idleMinutes: intWithin(env, 'OPERATOR_SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      maxHours: intWithin(env, 'OPERATOR_SESSION_MAX_HOURS', 12, 1, 7 * 24),
      secondFactorMinutes: 5,
    },
    operatorThrottle: {
      accountFailures: intWithin(env, 'OPERATOR_LOGIN_ACCOUNT_FAILURES', 5, 1, 1000),
      addressFailures: intWithin(env, 'OPERATOR_LOGIN_ADDRESS_FAILURES', 20, 1, 10_000),
      windowMinutes: intWithin(env, 'OPERATOR_LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
    logLevel: str(env, 'LOG_LEVEL', 'info'),
  };
}
