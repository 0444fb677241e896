// A share of bench-realtime.mjs's client crowd, forked so the sockets live outside the server's
// process (and its fd limit). Raw `ws` clients: against the realtime server each does the Pusher
// handshake (connection_established, then subscribe to the public channel); against the bare
// server a socket is ready once open. Driven over IPC:
//   { connect: { url, count, channel } } -> { connected, failed }
//   { arm: marker }  -> { armed }; then the arrival time of the first frame holding `marker` on
//                       each socket, sent as { arrivals } once every socket has one
//   'collect'        -> { arrivals } now, 0 for a socket still waiting (the parent's time-out)
//   'disconnect'     -> { disconnected } once every socket is closed
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const HANDSHAKES_IN_FLIGHT = 64;
const INDEX = Symbol('index');
const now = () => performance.timeOrigin + performance.now();

let sockets = [];
let arrivals = new Float64Array(0);
let marker = null;
let received = 0;

// One listener for every socket (no closure per socket): `this` is the socket.
function onBroadcast(data) {
  if (marker === null || data.indexOf(marker) === -1) return;
  const i = this[INDEX];
  if (arrivals[i] !== 0) return;
  arrivals[i] = now();
  received += 1;
  if (received === sockets.length) report();
}

function report() {
  process.send({ arrivals: Array.from(arrivals) });
  marker = null;
}

/** Opens one socket; with a channel, resolves after pusher_internal:subscription_succeeded. */
function open(url, channel) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const fail = (error) => {
      ws.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('handshake timed out')), 20_000);
    const ready = () => {
      clearTimeout(timer);
      ws.off('error', fail);
      ws.on('error', () => {});
      ws.on('message', onBroadcast);
      resolve(ws);
    };
    ws.once('error', fail);
    if (!channel) {
      ws.once('open', ready);
      return;
    }
    const handshake = (raw) => {
      const { event } = JSON.parse(raw.toString());
      if (event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (event === 'pusher_internal:subscription_succeeded') {
        ws.off('message', handshake);
        ready();
      } else if (event === 'pusher:error') {
        fail(new Error(raw.toString()));
      }
    };
    ws.on('message', handshake);
  });
}

async function connect({ url, count, channel }) {
  let next = 0;
  let failed = 0;
  const opened = [];
  const lane = async () => {
    while (next < count) {
      next += 1;
      try {
        opened.push(await open(url, channel));
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: HANDSHAKES_IN_FLIGHT }, lane));
  sockets = opened;
  sockets.forEach((ws, i) => (ws[INDEX] = i));
  process.send({ connected: sockets.length, failed });
}

async function disconnect() {
  await Promise.all(
    sockets.map((ws) => new Promise((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve();
      ws.once('close', resolve);
      ws.terminate();
    })),
  );
  sockets = [];
  process.send({ disconnected: true });
}

process.on('message', (message) => {
  if (message.connect) connect(message.connect);
  else if (message.arm) {
    marker = Buffer.from(message.arm);
    received = 0;
    arrivals = new Float64Array(sockets.length);
    process.send({ armed: true });
  } else if (message === 'collect') {
    if (marker !== null) report();
  } else if (message === 'disconnect') disconnect();
});
process.on('disconnect', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
