import { readPolicyConfig } from './policy-config.js';

describe('readPolicyConfig', () => {
  it('is closed by default: no client events, the documented caps, any origin', () => {
    expect(readPolicyConfig({})).toEqual({
      clientEvents: false,
      maxMessagesPerSecond: 100,
      maxChannelsPerSocket: 50,
      maxSocketsPerIp: 200,
      signinTimeoutS: 30,
      allowedOrigins: [],
    });
  });

  it('reads every switch and cap', () => {
    expect(
      readPolicyConfig({
        REALTIME_CLIENT_EVENTS: '1',
        REALTIME_MAX_MESSAGES_PER_SECOND: '10',
        REALTIME_MAX_CHANNELS_PER_SOCKET: '5',
        REALTIME_MAX_SOCKETS_PER_IP: '3',
        REALTIME_SIGNIN_TIMEOUT_S: '0',
        REALTIME_ALLOWED_ORIGINS: 'https://games.example, http://localhost:3000',
      }),
    ).toEqual({
      clientEvents: true,
      maxMessagesPerSecond: 10,
      maxChannelsPerSocket: 5,
      maxSocketsPerIp: 3,
      signinTimeoutS: 0,
      allowedOrigins: ['https://games.example', 'http://localhost:3000'],
    });
  });

  it.each([
    ['REALTIME_CLIENT_EVENTS', 'yes'],
    ['REALTIME_MAX_MESSAGES_PER_SECOND', '0'],
    ['REALTIME_MAX_CHANNELS_PER_SOCKET', '1.5'],
    ['REALTIME_MAX_SOCKETS_PER_IP', 'many'],
    ['REALTIME_SIGNIN_TIMEOUT_S', '-1'],
    ['REALTIME_ALLOWED_ORIGINS', 'https://games.example/'],
    ['REALTIME_ALLOWED_ORIGINS', 'games.example'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readPolicyConfig({ [name]: value })).toThrow(name);
  });
});
