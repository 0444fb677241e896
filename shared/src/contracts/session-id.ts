// The public id of a session: what the `login` realtime event and the socket's sign-in carry
// instead of the token. It is a hash of the token's SHA-256 (the value the api stores), so the api
// derives it from a stored row and the browser from the token it holds; it opens nothing.
//
// Pure-JS SHA-256 (@noble/hashes), not WebCrypto: crypto.subtle exists only in secure contexts
// (https, localhost), and the site is also opened over plain http on LAN addresses, where the
// browser would have no way to compare a login event with its own session. It is also synchronous.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** Keeps the id apart from any other SHA-256 of the same value (the stored token hash itself). */
const SESSION_ID_CONTEXT = 'croupier.session-id:';

const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/** The id of the session whose stored token hash (hex SHA-256 of the token) is given. */
export function sessionIdOfTokenHash(tokenHash: string): string {
  return sha256Hex(SESSION_ID_CONTEXT + tokenHash);
}

/** The id of the session of this token. */
export function sessionIdOf(token: string): string {
  return sessionIdOfTokenHash(sha256Hex(token));
}
