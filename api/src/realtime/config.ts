import { readPolicyConfig, type PolicyConfig } from './policy-config.js';

/** Realtime server settings from the environment; the defaults are the local stack's. */
export interface RealtimeConfig extends PolicyConfig {
  appId: string;
  key: string;
  secret: string;
  port: number;
  host: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`REALTIME_PORT is not a port: ${value}`);
  return parsed;
}

export function readRealtimeConfig(env: Record<string, string | undefined> = process.env): RealtimeConfig {
  return {
    appId: env.PUSHER_APP_ID || 'croupier',
    key: env.PUSHER_APP_KEY || 'croupier-key',
    secret: env.PUSHER_APP_SECRET || 'croupier-secret',
    port: port(env.REALTIME_PORT, 6001),
    host: env.REALTIME_HOST || '0.0.0.0',
    ...readPolicyConfig(env),
  };
}
