import { readRealtimeConfig } from './config.js';

describe('readRealtimeConfig', () => {
  it('uses the local stack defaults', () => {
    expect(readRealtimeConfig({})).toMatchObject({
      appId: 'croupier',
      key: 'croupier-key',
      secret: 'croupier-secret',
      port: 6001,
      host: '0.0.0.0',
    });
  });

  it('reads the environment', () => {
    const config = readRealtimeConfig({
      REALTIME_PORT: '7001',
      REALTIME_HOST: '127.0.0.1',
      PUSHER_APP_ID: 'id',
      PUSHER_APP_KEY: 'key',
      PUSHER_APP_SECRET: 'secret',
    });
    expect(config).toMatchObject({ appId: 'id', key: 'key', secret: 'secret', port: 7001, host: '127.0.0.1' });
  });

  it('refuses a port that is not one', () => {
    expect(() => readRealtimeConfig({ REALTIME_PORT: 'six' })).toThrow('REALTIME_PORT');
    expect(() => readRealtimeConfig({ REALTIME_PORT: '70000' })).toThrow('REALTIME_PORT');
  });

  it('refuses, with CROUPIER_ENV=production, the public defaults and the development and test switches, naming each', () => {
    const production = {
      CROUPIER_ENV: 'production',
      PUSHER_APP_KEY: 'brand-key',
      PUSHER_APP_SECRET: 'a-secret-of-our-own',
      REALTIME_ALLOWED_ORIGINS: 'https://games.example',
    };
    expect(readRealtimeConfig(production)).toMatchObject({ key: 'brand-key', secret: 'a-secret-of-our-own' });
    expect(() => readRealtimeConfig({ CROUPIER_ENV: 'production' })).toThrow(/PUSHER_APP_KEY[\s\S]*PUSHER_APP_SECRET/);
    expect(() => readRealtimeConfig({ ...production, PUSHER_APP_SECRET: 'croupier-secret' })).toThrow(
      'PUSHER_APP_SECRET',
    );
    expect(() => readRealtimeConfig({ ...production, CROUPIER_DEV_ROUTES: '1' })).toThrow('CROUPIER_DEV_ROUTES');
    expect(() => readRealtimeConfig({ ...production, CROUPIER_TEST_CAPTCHA: '4242' })).toThrow('CROUPIER_TEST_CAPTCHA');
    expect(() => readRealtimeConfig({ ...production, REALTIME_ALLOWED_ORIGINS: '' })).toThrow(
      'REALTIME_ALLOWED_ORIGINS',
    );
    expect(() => readRealtimeConfig({ ...production, REALTIME_CLIENT_EVENTS: '1' })).toThrow('REALTIME_CLIENT_EVENTS');
    // The entry secret is the api's, not the realtime server's.
    expect(readRealtimeConfig({ ...production, CROUPIER_ENTRY_SECRET: undefined }).appId).toBe('croupier');
  });
});
