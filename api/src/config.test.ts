import path from 'node:path';
import { REMOTE_NAMES } from '@croupier/shared/contracts';
import { ConfigError, loadConfig, parseModuleUrls, parseReleaseTokens } from './config.js';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({}, '/srv/croupier/api');
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databasePath: path.join('/srv/croupier/api', 'data', 'croupier.db'),
      environment: 'local',
      testCaptcha: null,
      devRoutes: false,
      pusher: { appId: 'croupier', key: 'croupier-key', secret: 'croupier-secret', host: '127.0.0.1', port: 6001 },
      publicSocket: { host: 'localhost', port: 6001, forceTls: false },
      moduleUrls: {},
      corsOrigins: null,
      trustProxy: 'loopback',
      trustCountryHeaders: false,
      sessionTtlMinutes: 720,
      sessionIdleMinutes: 60,
      loginThrottle: { delayAfter: 3, delaySeconds: 2, lockAfter: 10, lockMinutes: 15 },
      rateLimitPerMinute: 60,
      devOauth: false,
      devOutbox: false,
      devApiDocs: false,
      registerLimits: { perMinute: 5, perDay: 10 },
      entrySecret: 'croupier-dev-entry-secret',
      defaultCountry: 'US',
      checkIframeOrigins: [],
      releaseTokens: [{ team: 'local', token: 'croupier-dev-release-token', modules: ['shell', ...REMOTE_NAMES] }],
      releaseOverrideSecret: 'croupier-dev-release-override-secret',
      canaryGuard: { minLoads: 20, maxFailurePercent: 20 },
      operatorSessions: { idleMinutes: 30, maxHours: 12, secondFactorMinutes: 5 },
      operatorThrottle: { accountFailures: 5, addressFailures: 20, windowMinutes: 15 },
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_PATH: ':memory:',
      CROUPIER_ENV: 'stage',
      CROUPIER_TEST_CAPTCHA: '1234',
      CROUPIER_DEV_ROUTES: '1',
      PUSHER_APP_ID: 'app',
      PUSHER_APP_KEY: 'key',
      PUSHER_APP_SECRET: 'secret',
      PUSHER_HOST: 'realtime',
      PUSHER_PORT: '6002',
      PUSHER_PUBLIC_HOST: 'ws.croupier.example',
      PUSHER_PUBLIC_PORT: '443',
      PUSHER_PUBLIC_TLS: 'true',
      CROUPIER_MODULE_URLS: 'mf-proxy=https://proxy.croupier.example/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'false',
      TRUST_COUNTRY_HEADERS: '1',
      SESSION_TTL_MINUTES: '30',
      RATE_LIMIT_PER_MINUTE: '600',
      CROUPIER_DEV_OUTBOX: '1',
      CROUPIER_DEV_OAUTH: '1',
      CROUPIER_DEV_API_DOCS: '1',
      REGISTER_LIMIT_PER_MINUTE: '0',
      REGISTER_LIMIT_PER_DAY: '3',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      databasePath: ':memory:',
      environment: 'stage',
      testCaptcha: '1234',
      devRoutes: true,
      pusher: { appId: 'app', key: 'key', secret: 'secret', host: 'realtime', port: 6002 },
      publicSocket: { host: 'ws.croupier.example', port: 443, forceTls: true },
      moduleUrls: { 'mf-proxy': 'https://proxy.croupier.example/mf-manifest.json' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: false,
      trustCountryHeaders: true,
      sessionTtlMinutes: 30,
      rateLimitPerMinute: 600,
      devOutbox: true,
      devOauth: true,
      devApiDocs: true,
      registerLimits: { perMinute: 0, perDay: 3 },
      logLevel: 'warn',
    });
  });

  it('reads the session idle timeout and the per-account login throttle', () => {
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '0',
      LOGIN_ACCOUNT_DELAY_AFTER: '5',
      LOGIN_ACCOUNT_DELAY_SECONDS: '0',
      LOGIN_ACCOUNT_LOCK_AFTER: '20',
      LOGIN_ACCOUNT_LOCK_MINUTES: '60',
    });
    expect(config.sessionIdleMinutes).toBe(0);
    expect(config.loginThrottle).toEqual({ delayAfter: 5, delaySeconds: 0, lockAfter: 20, lockMinutes: 60 });
    expect(() => loadConfig({ LOGIN_ACCOUNT_LOCK_AFTER: 'many' })).toThrow(/LOGIN_ACCOUNT_LOCK_AFTER/);
  });

  it("reads the canary guard's settings within their bounds", () => {
    const config = loadConfig({ CROUPIER_CANARY_MIN_LOADS: '50', CROUPIER_CANARY_MAX_FAILURE_PERCENT: '100' });
    expect(config.canaryGuard).toEqual({ minLoads: 50, maxFailurePercent: 100 });
    expect(
      loadConfig({ OPERATOR_SESSION_IDLE_MINUTES: '5', OPERATOR_SESSION_MAX_HOURS: '1' }).operatorSessions,
    ).toEqual({
      idleMinutes: 5,
      maxHours: 1,
      secondFactorMinutes: 5,
    });
    // A console session that never idles out, or lasts a year, is a mistake.
    expect(() => loadConfig({ OPERATOR_SESSION_IDLE_MINUTES: '0' })).toThrow(
      /OPERATOR_SESSION_IDLE_MINUTES must be 1-1440/,
    );
    expect(() => loadConfig({ OPERATOR_SESSION_MAX_HOURS: '9000' })).toThrow(
      /OPERATOR_SESSION_MAX_HOURS must be 1-168/,
    );
    expect(loadConfig({ CROUPIER_CANARY_MIN_LOADS: '1' }).canaryGuard.minLoads).toBe(1);
    for (const [name, value] of [
      ['CROUPIER_CANARY_MIN_LOADS', '0'],
      ['CROUPIER_CANARY_MIN_LOADS', '1000001'],
      ['CROUPIER_CANARY_MIN_LOADS', 'many'],
      ['CROUPIER_CANARY_MAX_FAILURE_PERCENT', '0'],
      ['CROUPIER_CANARY_MAX_FAILURE_PERCENT', '101'],
      ['CROUPIER_CANARY_MAX_FAILURE_PERCENT', '12.5'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });

  it('resolves a relative DATABASE_PATH against the working directory', () => {
    expect(loadConfig({ DATABASE_PATH: 'tmp/x.db' }).databasePath).toBe(path.resolve('tmp/x.db'));
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ CROUPIER_ENV: 'dev' }, /CROUPIER_ENV/],
    [{ CROUPIER_MODULE_URLS: 'mf-unknown=http://x/mf-manifest.json' }, /mf-unknown/],
    [{ CROUPIER_MODULE_URLS: 'mf-auth=ftp://x' }, /mf-auth/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a hop count, a switch or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.3' }).trustProxy).toBe('10.0.0.2, 10.0.0.3');
  });

  describe('with CROUPIER_ENV=production', () => {
    const production = {
      CROUPIER_ENV: 'production',
      PUSHER_APP_KEY: 'brand-key',
      PUSHER_APP_SECRET: 'a-secret-of-our-own',
      CROUPIER_ENTRY_SECRET: 'another-secret-of-our-own',
      CROUPIER_RELEASE_TOKENS: 'games:a-release-token-of-our-own:mf-games',
      CROUPIER_RELEASE_OVERRIDE_SECRET: 'an-override-link-secret-of-our-own-0123',
    };

    it('starts with secrets of its own and no development switch', () => {
      expect(
        loadConfig({ ...production, TRUST_PROXY: '1', CROUPIER_DEV_ROUTES: '0', CROUPIER_DEV_OUTBOX: '' }),
      ).toMatchObject({
        environment: 'production',
        pusher: { key: 'brand-key', secret: 'a-secret-of-our-own' },
        devRoutes: false,
        devOutbox: false,
        testCaptcha: null,
        trustProxy: 1,
      });
    });

    it.each([
      ['PUSHER_APP_KEY', { PUSHER_APP_KEY: undefined }],
      ['PUSHER_APP_KEY', { PUSHER_APP_KEY: 'croupier-key' }],
      ['PUSHER_APP_SECRET', { PUSHER_APP_SECRET: '' }],
      ['PUSHER_APP_SECRET', { PUSHER_APP_SECRET: 'croupier-secret' }],
      ['CROUPIER_ENTRY_SECRET', { CROUPIER_ENTRY_SECRET: 'croupier-dev-entry-secret' }],
      ['CROUPIER_DEV_ROUTES', { CROUPIER_DEV_ROUTES: '1' }],
      ['CROUPIER_DEV_OUTBOX', { CROUPIER_DEV_OUTBOX: '1' }],
      ['CROUPIER_DEV_OAUTH', { CROUPIER_DEV_OAUTH: 'true' }],
      ['CROUPIER_DEV_API_DOCS', { CROUPIER_DEV_API_DOCS: '1' }],
      ['CROUPIER_DEV_FAST_PASSWORD_HASH', { CROUPIER_DEV_FAST_PASSWORD_HASH: '1' }],
      ['CROUPIER_DEV_ANYTHING', { CROUPIER_DEV_ANYTHING: 'yes' }],
      ['CROUPIER_TEST_CAPTCHA', { CROUPIER_TEST_CAPTCHA: '0' }],
      ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
      ['CROUPIER_RELEASE_TOKENS', { CROUPIER_RELEASE_TOKENS: undefined }],
      ['CROUPIER_RELEASE_TOKENS', { CROUPIER_RELEASE_TOKENS: ' ' }],
      ['CROUPIER_RELEASE_TOKENS', { CROUPIER_RELEASE_TOKENS: 'ops:croupier-dev-release-token:*' }],
      ['CROUPIER_RELEASE_OVERRIDE_SECRET', { CROUPIER_RELEASE_OVERRIDE_SECRET: undefined }],
      [
        'CROUPIER_RELEASE_OVERRIDE_SECRET',
        { CROUPIER_RELEASE_OVERRIDE_SECRET: 'croupier-dev-release-override-secret' },
      ],
    ])('refuses to start, naming %s', (name, change) => {
      const env = { ...production, ...change };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    });

    it('names every refused variable at once', () => {
      let message = '';
      try {
        loadConfig({ CROUPIER_ENV: 'production', CROUPIER_DEV_ROUTES: '1', CROUPIER_TEST_CAPTCHA: '4242' });
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of [
        'PUSHER_APP_KEY',
        'PUSHER_APP_SECRET',
        'CROUPIER_ENTRY_SECRET',
        'CROUPIER_DEV_ROUTES',
        'CROUPIER_TEST_CAPTCHA',
        'CROUPIER_RELEASE_TOKENS',
        'CROUPIER_RELEASE_OVERRIDE_SECRET',
      ]) {
        expect(message).toContain(name);
      }
    });

    it('names the team given the public release token', () => {
      const env = {
        ...production,
        CROUPIER_RELEASE_TOKENS: 'games:a-release-token-of-our-own:mf-games,ops:croupier-dev-release-token:*',
      };
      expect(() => loadConfig(env)).toThrow(
        "CROUPIER_RELEASE_TOKENS gives team 'ops' the public local token 'croupier-dev-release-token'",
      );
    });

    it('leaves other environments their local defaults', () => {
      expect(loadConfig({ CROUPIER_ENV: 'stage', CROUPIER_DEV_ROUTES: '1' }).pusher.secret).toBe('croupier-secret');
    });
  });

  it("reads the override links' secret, of at least 32 characters, in every environment", () => {
    expect(loadConfig({}).releaseOverrideSecret).toBe('croupier-dev-release-override-secret');
    expect(loadConfig({ CROUPIER_RELEASE_OVERRIDE_SECRET: 'o'.repeat(32) }).releaseOverrideSecret).toBe('o'.repeat(32));
    expect(() => loadConfig({ CROUPIER_RELEASE_OVERRIDE_SECRET: 'o'.repeat(31) })).toThrow(
      'CROUPIER_RELEASE_OVERRIDE_SECRET must be at least 32 characters, got 31',
    );
  });

  describe('CROUPIER_RELEASE_TOKENS', () => {
    it('reads one team:token:module+module entry per team, `*` as the shell and every remote of the manifest', () => {
      expect(
        loadConfig({
          CROUPIER_RELEASE_TOKENS:
            ' games:games-token-0123456789:mf-games+mf-proxy , ops:Ops/Token+0123456789=:*, web:web-token-0123456789:shell',
        }).releaseTokens,
      ).toEqual([
        { team: 'games', token: 'games-token-0123456789', modules: ['mf-games', 'mf-proxy'] },
        { team: 'ops', token: 'Ops/Token+0123456789=', modules: ['shell', ...REMOTE_NAMES] },
        { team: 'web', token: 'web-token-0123456789', modules: ['shell'] },
      ]);
    });

    it('reads `*` as the shell and the remotes of the manifest it is given', () => {
      const manifest = { remotes: [{ name: 'mf-only' }] } as unknown as Parameters<typeof parseReleaseTokens>[1];
      expect(parseReleaseTokens('t:a-token-of-sixteen:*', manifest)).toEqual([
        { team: 't', token: 'a-token-of-sixteen', modules: ['shell', 'mf-only'] },
      ]);
    });

    it.each([
      ['games', /entry 1: expected team:token:module\+module/],
      ['games:games-token-0123456789', /entry 1 \(team 'games'\): expected team:token/],
      ['games:games-token-0123456789:mf-games:x', /expected team:token/],
      ['Games!:games-token-0123456789:mf-games', /a team is 1-32 of a-z/],
      ['games:short:mf-games', /a token is 16-200 printable characters/],
      ['games:games token 0123456789:mf-games', /a token is 16-200/],
      ['games:games-token-0123456789:', /modules are '\*' or the shell and remotes of the manifest/],
      ['games:games-token-0123456789:mf-games+mf-nope', /got 'mf-games\+mf-nope'/],
      ['games:games-token-0123456789:*+mf-games', /modules are '\*' or the shell and remotes/],
      [
        'games:games-token-0123456789:mf-games,games:games-token-9876543210:mf-proxy',
        /entry 2 \(team 'games'\): team 'games' has an entry already/,
      ],
      [
        'a:games-token-0123456789:mf-games,b:games-token-0123456789:mf-proxy',
        /entry 2 \(team 'b'\): its token is another team's/,
      ],
      [' , ', /names no team/],
    ])('refuses %p, naming the entry and never its token', (raw, message) => {
      expect(() => loadConfig({ CROUPIER_RELEASE_TOKENS: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ CROUPIER_RELEASE_TOKENS: raw })).toThrow(message);
      let text = '';
      try {
        loadConfig({ CROUPIER_RELEASE_TOKENS: raw });
      } catch (error) {
        text = (error as Error).message;
      }
      expect(text).not.toMatch(/games-token|short|games token/);
    });
  });

  it('ignores blank entries of CROUPIER_MODULE_URLS', () => {
    expect(parseModuleUrls(' , mf-games=http://127.0.0.1:13002/mf-manifest.json,')).toEqual({
      'mf-games': 'http://127.0.0.1:13002/mf-manifest.json',
    });
  });
});
