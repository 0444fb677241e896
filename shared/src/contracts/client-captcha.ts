// The local captcha of the transfer-verification form (spec 01 §3, §5: GET /clientCaptcha answers
// `text` (encrypted) and `data` (svg); the code typed must match the "locally decrypted" text).
//
// Honest about what it is: the answer travels with its own one-time key, XORed with it, so the
// client can check the typed code without another call. It keeps the answer out of plain sight
// (view-source, a naive scraper) and nothing more; it is a client-side check only. The api never
// sees this captcha: POST /arks/web/vx/verify stands on its own checks (withdraw password, contact,
// attempt limit).
//
// text = 'v1.' + base64url(key) + '.' + base64url(answer XOR key), key as long as the answer.

const VERSION = 'v1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** `key` must be random bytes as long as the answer (ASCII digits). */
export function encodeClientCaptcha(answer: string, key: Uint8Array): string {
  if (key.length !== answer.length) throw new RangeError('the key must be as long as the answer');
  const mixed = Uint8Array.from(answer, (c, i) => c.charCodeAt(0) ^ (key[i] as number));
  return `${VERSION}.${toBase64Url(key)}.${toBase64Url(mixed)}`;
}

/** The answer, or null when `text` is not a client captcha. */
export function decodeClientCaptcha(text: string): string | null {
  const [version, keyPart, mixedPart, extra] = text.split('.');
  if (version !== VERSION || keyPart === undefined || mixedPart === undefined || extra !== undefined) return null;
  const key = fromBase64Url(keyPart);
  const mixed = fromBase64Url(mixedPart);
  if (!key || !mixed || key.length !== mixed.length || key.length === 0) return null;
  return String.fromCharCode(...mixed.map((b, i) => b ^ (key[i] as number)));
}
