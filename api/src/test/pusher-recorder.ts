// A stand-in for the realtime server's HTTP trigger API that records what the pusher SDK posts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedEvent {
  path: string;
  query: URLSearchParams;
  body: { name: string; channels?: string[]; channel?: string; data: string };
}

export interface PusherRecorder {
  port: number;
  events: RecordedEvent[];
  /** Resolves once `count` events have arrived. */
  waitFor(count: number): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

export async function startPusherRecorder(): Promise<PusherRecorder> {
  const events: RecordedEvent[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://recorder');
      events.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(raw || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    events,
    waitFor: (count) =>
      new Promise((resolve) => {
        const check = () => (events.length >= count ? resolve(events) : waiters.push(check));
        check();
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
