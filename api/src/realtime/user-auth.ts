import type { AppCredentials } from './channel-auth.js';
import { hmacHex, safeEquals } from './signature.js';

/**
 * pusher:signin (Pusher user authentication): `auth` = "key:HMAC-SHA256(secret,
 * socket_id::user::user_data)" as the server SDK's authenticateUser makes it, `user_data` a JSON
 * object with a non-empty string `id`. Returns that id, or null when anything does not check out.
 */
export function signedInUserId(app: AppCredentials, socketId: string, data: Record<string, unknown>): string | null {
  const { auth, user_data: userData } = data;
  if (typeof auth !== 'string' || typeof userData !== 'string') return null;
  const separator = auth.indexOf(':');
  if (separator < 0 || !safeEquals(app.key, auth.slice(0, separator))) return null;
  if (!safeEquals(hmacHex(app.secret, `${socketId}::user::${userData}`), auth.slice(separator + 1))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(userData);
  } catch {
    return null;
  }
  const id = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}
