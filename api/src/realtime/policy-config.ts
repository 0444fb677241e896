// The realtime server's switches and caps from the environment (README, "Limits"): production
// values by default, so a deployment that sets nothing is still closed to client events and floods.
import { Limits } from './protocol.js';
import type { RealtimeServerOptions } from './server.js';

export type PolicyConfig = Required<
  Pick<
    RealtimeServerOptions,
    | 'clientEvents'
    | 'maxMessagesPerSecond'
    | 'maxChannelsPerSocket'
    | 'maxSocketsPerIp'
    | 'signinTimeoutS'
    | 'allowedOrigins'
  >
>;

type Env = Record<string, string | undefined>;

function count(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return parsed;
}

function flag(env: Env, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 0 or 1: ${value}`);
}

/** `https://site.example,http://localhost:3000`: each an origin as browsers send it (no path, no trailing slash). */
function origins(env: Env): string[] {
  const list = (env.REALTIME_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || parsed.origin !== origin)
      throw new Error(`REALTIME_ALLOWED_ORIGINS: not an origin (scheme://host[:port]): ${origin}`);
  }
  return list;
}

export function readPolicyConfig(env: Env): PolicyConfig {
  return {
    clientEvents: flag(env, 'REALTIME_CLIENT_EVENTS'),
    maxMessagesPerSecond: count(env, 'REALTIME_MAX_MESSAGES_PER_SECOND', Limits.defaultMaxMessagesPerSecond, 1),
    maxChannelsPerSocket: count(env, 'REALTIME_MAX_CHANNELS_PER_SOCKET', Limits.defaultMaxChannelsPerSocket, 1),
    maxSocketsPerIp: count(env, 'REALTIME_MAX_SOCKETS_PER_IP', Limits.defaultMaxSocketsPerIp, 1),
    signinTimeoutS: count(env, 'REALTIME_SIGNIN_TIMEOUT_S', Limits.defaultSigninTimeoutS, 0),
    allowedOrigins: origins(env),
  };
}
