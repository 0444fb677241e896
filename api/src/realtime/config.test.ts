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
});
