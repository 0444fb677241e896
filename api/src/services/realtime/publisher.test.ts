import { createHash, createHmac } from 'node:crypto';
import { loadConfig } from '../../config.js';
import { startPusherRecorder, type PusherRecorder } from '../../test/pusher-recorder.js';
import { createPusher } from './pusher-client.js';
import { createRealtimePublisher } from './publisher.js';

describe('realtime publisher', () => {
  let recorder: PusherRecorder;
  beforeEach(async () => (recorder = await startPusherRecorder()));
  afterEach(() => recorder.close());

  const publisherFor = (port: number) =>
    createRealtimePublisher(createPusher(loadConfig({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port) }).pusher));

  it('publishes member.cash on private-member.{id} through the trigger API, signed with the app secret', async () => {
    await publisherFor(recorder.port).publishMemberCash(42, '1234.56');

    const [event] = await recorder.waitFor(1);
    expect(event!.path).toBe('/apps/croupier/events');
    expect(event!.body).toEqual({ name: 'member.cash', channels: ['private-member.42'], data: '{"cash":"1234.56"}' });

    // The Pusher HTTP API signature: HMAC-SHA256 of "POST\n{path}\n{sorted query without the signature}".
    const query = event!.query;
    expect(query.get('auth_key')).toBe('croupier-key');
    expect(query.get('body_md5')).toBe(createHash('md5').update(JSON.stringify(event!.body)).digest('hex'));
    const signed = [...query.entries()]
      .filter(([k]) => k !== 'auth_signature')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const expected = createHmac('sha256', 'croupier-secret')
      .update(`POST\n/apps/croupier/events\n${signed}`)
      .digest('hex');
    expect(query.get('auth_signature')).toBe(expected);
  });

  it('rejects when the realtime server cannot be reached', async () => {
    const port = recorder.port;
    await recorder.close();
    await expect(publisherFor(port).publishMemberCash(1, '0.00')).rejects.toThrow();
    recorder = await startPusherRecorder();
  });
});

describe('realtime publisher: publishPublic', () => {
  let recorder: PusherRecorder;
  beforeEach(async () => (recorder = await startPusherRecorder()));
  afterEach(() => recorder.close());

  it('publishes any event on a public channel as given', async () => {
    const publisher = createRealtimePublisher(
      createPusher(loadConfig({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(recorder.port) }).pusher),
    );
    await publisher.publishPublic('site02_template', 'model_settings.url', { language: 'vi_VN' });
    const [event] = await recorder.waitFor(1);
    expect(event!.body).toEqual({
      name: 'model_settings.url',
      channels: ['site02_template'],
      data: '{"language":"vi_VN"}',
    });
  });
});
