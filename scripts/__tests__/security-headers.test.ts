// The shell's security headers: one generator (scripts/lib/security-headers.mjs) for serve.mjs and
// nginx. What the policy lets a page load comes from the module list, nothing more.
import { contentSecurityPolicy, pageHeaders, remoteOrigins, socketOrigins } from '../lib/security-headers.mjs';

const MODULE_URLS =
  'mf-auth=https://auth.cdn.example/mf-manifest.json, mf-games=https://games.cdn.example:8443/v2/mf-manifest.json';

describe('the shell policy', () => {
  it('takes the origins of the module list, one per remote of the manifest', () => {
    expect(remoteOrigins(MODULE_URLS, ['mf-auth', 'mf-games'])).toEqual([
      'https://auth.cdn.example',
      'https://games.cdn.example:8443',
    ]);
    expect(remoteOrigins(MODULE_URLS)).toEqual(['https://auth.cdn.example', 'https://games.cdn.example:8443']);
  });

  it('refuses a module list that misses a remote of the manifest or holds no usable URL', () => {
    expect(() => remoteOrigins(MODULE_URLS, ['mf-auth', 'mf-games', 'mf-proxy'])).toThrow(/no module URL for mf-proxy/);
    expect(() => remoteOrigins('mf-auth=/relative/mf-manifest.json')).toThrow(/not an absolute URL/);
    expect(() => remoteOrigins('mf-auth=javascript:alert(1)')).toThrow(/not http\(s\)/);
    expect(() => remoteOrigins('https://x.example/mf-manifest.json')).toThrow(/expected <module>=<url>/);
  });

  it('lets scripts and stylesheets come from the site and its remotes only, inline ones by nonce, and nothing frame it', () => {
    const policy = contentSecurityPolicy({
      remotes: remoteOrigins(MODULE_URLS),
      socket: socketOrigins('ws.example:6001'),
      nonce: 'abc123',
      frames: ['https://provider.example'],
    });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc123' https://auth.cdn.example https://games.cdn.example:8443",
      "style-src 'self' 'nonce-abc123' https://auth.cdn.example https://games.cdn.example:8443",
      "img-src 'self' data:",
      "connect-src 'self' https://auth.cdn.example https://games.cdn.example:8443 ws://ws.example:6001 wss://ws.example:6001",
      "frame-src 'self' https://provider.example",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy({ remotes: [], socket: [], nonce: "x' 'unsafe-inline" })).toThrow(
      /unusable nonce/,
    );
  });

  it('sends the frame option and the policies on pages', () => {
    expect(pageHeaders('default-src x')).toEqual({
      'Content-Security-Policy': 'default-src x',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), display-capture=(), geolocation=()'),
    });
  });
});
