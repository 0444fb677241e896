import { channelKind } from './channel-name.js';
import { safeEquals, hmacHex } from './signature.js';

export interface AppCredentials {
  key: string;
  secret: string;
}

export interface SubscriptionRequest {
  socketId: string;
  channel: string;
  auth: unknown;
  channelData: unknown;
}

/**
 * Checks `auth` = "key:HMAC-SHA256(secret, socket_id:channel[:channel_data])" as issued by the
 * server SDK's authorizeChannel. Presence channels sign their channel_data too.
 */
export function isAuthorizedSubscription(app: AppCredentials, request: SubscriptionRequest): boolean {
  const { auth, channelData, socketId, channel } = request;
  if (typeof auth !== 'string') return false;
  const separator = auth.indexOf(':');
  if (separator < 0) return false;
  const key = auth.slice(0, separator);
  const signature = auth.slice(separator + 1);
  if (!safeEquals(app.key, key)) return false;

  const parts = [socketId, channel];
  if (channelKind(channel) === 'presence') {
    if (typeof channelData !== 'string') return false;
    parts.push(channelData);
  }
  return safeEquals(hmacHex(app.secret, parts.join(':')), signature);
}
