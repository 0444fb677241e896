import { describeRefusals, productionRefusals, secretOrDefault } from '../lib/production-rules.js';
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
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`REALTIME_PORT is not a port: ${value}`);
  return parsed;
}

/** Throws, naming each variable, when CROUPIER_ENV=production meets a public default or a dev switch. */
export function readRealtimeConfig(env: Record<string, string | undefined> = process.env): RealtimeConfig {
  const policy = readPolicyConfig(env);
  const refusals = productionRefusals(env, ['PUSHER_APP_KEY', 'PUSHER_APP_SECRET']);
  if (env.CROUPIER_ENV === 'production') {
    // Open origins or relayed client events let any page use the site's sockets.
    if (policy.allowedOrigins.length === 0)
      refusals.push("REALTIME_ALLOWED_ORIGINS must list the site's origins in production");
    if (policy.clientEvents) refusals.push('REALTIME_CLIENT_EVENTS relays what browsers send: unset it in production');
  }
  if (refusals.length > 0) throw new Error(describeRefusals(refusals));
  return {
    appId: env.PUSHER_APP_ID || 'croupier',
    key: secretOrDefault(env, 'PUSHER_APP_KEY'),
    secret: secretOrDefault(env, 'PUSHER_APP_SECRET'),
    port: port(env.REALTIME_PORT, 6001),
    host: env.REALTIME_HOST || '0.0.0.0',
    ...policy,
  };
}
