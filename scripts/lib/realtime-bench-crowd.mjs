// A share of bench-realtime.mjs's client crowd, forked so the sockets live outside the servers'
// processes (and their fd limits). Raw `ws` clients in named groups, one per server: against the
// realtime server each does the Pusher handshake (connection_established, then subscribe to the
// public channel); against the bare server a socket is ready once open. Driven over IPC:
//   { connect: { group, url, count, channel } } -> { connected, failed }
//   { arm: { group, marker } } -> { armed }; then the arrival time of the first frame holding
//                       `marker` on each socket of the group, as { arrivals } once all have one
//   'collect'        -> { arrivals } now, 0 for a socket still waiting (the parent's time-out)
//   'disconnect'     -> { disconnected } once every socket is closed
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const HANDSHAKES_IN_FLIGHT = 64;
const INDEX = Symbol('index');
const GROUP = Symbol('group');
const now = () => performance.timeOrigin + performance.now();

/** @type {Map<string, { sockets: WebSocket[], arrivals: Float64Array, marker: Buffer | null, received: number }>} */
const groups = new Map();
let armed = null;

// One listener for every socket (no closure per socket): `this` is the socket.
function onBroadcast(data) {
  const group = this[GROUP];
  if (group.marker === null || data.indexOf(group.marker) === -1) return;
  const i = this[INDEX];
  if (group.arrivals[i] !== 0) return;
  group.arrivals[i] = now();
  group.received += 1;
  if (group.received === group.sockets.length) report(group);
}

function report(group) {
  process.send({ arrivals: Array.from(group.arrivals) });
  group.marker = null;
  armed = null;
}

/** Opens one socket; with a channel, resolves after pusher_internal:subscription_succeeded. */
function open(url, channel) {
  return new Promise((resolve, reject) => {
    // No UTF-8 check of each frame: the crowd only looks for a marker (the same for both servers).
    const ws = new WebSocket(url, { skipUTF8Validation: true, perMessageDeflate: false });
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

async function connect({ group: name, url, count, channel }) {
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
  const group = { sockets: opened, arrivals: new Float64Array(0), marker: null, received: 0 };
  opened.forEach((ws, i) => {
    ws[INDEX] = i;
    ws[GROUP] = group;
  });
  groups.set(name, group);
  process.send({ connected: opened.length, failed });
}

const allSockets = () => [...groups.values()].flatMap((group) => group.sockets);

async function disconnect() {
  await Promise.all(
    allSockets().map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.terminate();
        }),
    ),
  );
  groups.clear();
  process.send({ disconnected: true });
}

process.on('message', (message) => {
  if (message.connect) connect(message.connect);
  else if (message.arm) {
    armed = groups.get(message.arm.group);
    armed.marker = Buffer.from(message.arm.marker);
    armed.received = 0;
    armed.arrivals = new Float64Array(armed.sockets.length);
    process.send({ armed: true });
    if (armed.sockets.length === 0) report(armed);
  } else if (message === 'collect') {
    if (armed !== null) report(armed);
  } else if (message === 'disconnect') disconnect();
});
process.on('disconnect', () => {
  for (const ws of allSockets()) ws.terminate();
  process.exit(0);
});
