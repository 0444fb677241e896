// One server for bench-realtime.mjs, forked so its memory and CPU are its own: `pusher` is the
// built api's realtime server, `bare` a plain `ws` server whose POST /broadcast sends the body to
// every socket (the baseline). Answers the parent over IPC: { port } once listening, its
// memoryUsage() after a gc on 'memory', its cpuUsage() on 'cpu'; exits on 'stop' or when the
// parent goes away.
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');
const [mode, appId, key, secret, maxSockets] = process.argv.slice(2);

async function startPusher() {
  const { createRealtimeServer } = await import(pathToFileURL(join(apiDir, 'dist', 'realtime', 'server.js')).href);
  // Every bench socket comes from 127.0.0.1: the per-address cap would refuse all but 200.
  const server = createRealtimeServer({
    appId,
    key,
    secret,
    port: 0,
    host: '127.0.0.1',
    maxSocketsPerIp: Number(maxSockets),
  });
  const { port } = await server.listen();
  return { port, close: () => server.close() };
}

async function startBare() {
  // The api's own `ws`, so both servers frame with the same code.
  const { WebSocketServer } = createRequire(join(apiDir, 'package.json'))('ws');
  const http = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      for (const client of wss.clients) client.send(bytes, { binary: false });
      response.end('{}');
    });
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws) => ws.on('error', () => {}));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: http.address().port,
    close: () => {
      for (const ws of wss.clients) ws.terminate();
      http.closeAllConnections();
      return new Promise((resolve) => http.close(resolve));
    },
  };
}

const server = await (mode === 'bare' ? startBare() : startPusher());
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const forced = setTimeout(() => process.exit(0), 3000);
  await server.close().catch(() => {});
  clearTimeout(forced);
  process.exit(0);
}
process.on('disconnect', stop);
process.on('message', (message) => {
  if (message === 'stop') stop();
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  if (message === 'memory') {
    globalThis.gc?.();
    process.send({ memory: process.memoryUsage() });
  }
});
process.send({ port: server.port });
