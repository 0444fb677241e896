// `npm run bench`'s realtime fan-out: the built api's realtime server in its own
// process holds N sockets (BENCH_SOCKETS, 10,000) on one public channel, opened by a crowd of raw
// `ws` clients doing the Pusher handshake in BENCH_CROWD_WORKERS processes (2), plus one real
// pusher-js client here that must receive every event. The real `pusher` SDK triggers an event
// (signed HTTP API); each socket's latency is its arrival time minus the send time (one machine,
// one clock). The same number of sockets on a bare `ws` server that sends the same bytes to every
// client gets an event right after each one, for the ratio of deliveries/s. BENCH_REALTIME_RUNS
// pairs (9) after a warm-up pair; the median run and the median ratio are reported. Memory per
// idle socket: the server's RSS and heap (after a gc) before and after the crowd connects, over N.
// Never a test: it measures this machine.
// Alone: `node scripts/bench-realtime.mjs` (builds shared and api when api/dist is missing).
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';

export const REALTIME_P99_GOAL_MS = 250;
export const REALTIME_RATIO_GOAL = 0.6;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' };
const CHANNEL = 'jackpots';
const EVENT = 'jackpot-updated';
const STEP_TIMEOUT_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 15_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A forked helper and a way to wait for its next message carrying `key`. */
function start(file, args = [], execArgv = []) {
  const child = fork(join(here, 'lib', file), args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const next = (key, ms = STEP_TIMEOUT_MS) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`${file}: no ${key} within ${ms} ms`)), ms);
      const onMessage = (message) => message[key] !== undefined && done(null, message);
      const onExit = (code) => done(new Error(`${file} exited (${code}) waiting for ${key}`));
      function done(error, message) {
        clearTimeout(timer);
        child.off('message', onMessage).off('exit', onExit);
        if (error) reject(error);
        else resolve(message);
      }
      child.on('message', onMessage).once('exit', onExit);
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.disconnect(); // each helper exits when its parent goes away
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  return { child, next, stop, send: (message) => child.send(message) };
}

async function memory(server) {
  server.send('memory');
  return (await server.next('memory')).memory;
}

/** The server process's CPU time so far (user + system), in ms: steadier than wall time on a busy machine. */
async function cpuMs(server) {
  server.send('cpu');
  const { cpu } = await server.next('cpu');
  return (cpu.user + cpu.system) / 1000;
}

/** The real pusher-js client: resolves once subscribed; `arrivals` gets each event's arrival time. */
async function pusherJsClient(port) {
  const client = new Pusher(APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
  const arrivals = new Map();
  const channel = client.subscribe(CHANNEL);
  channel.bind(EVENT, (data) => arrivals.set(data.id, now()));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.disconnect();
      reject(new Error('pusher-js did not subscribe'));
    }, STEP_TIMEOUT_MS);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { arrivals, disconnect: () => client.disconnect() };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** Forks one server kind and connects its own group of the crowd to it; memory before and after. */
async function connectServer(kind, crowd, sockets, log, started) {
  const server = start(
    'realtime-bench-server.mjs',
    [kind, APP.appId, APP.key, APP.secret, String(sockets + 10)],
    ['--expose-gc'],
  );
  started.push(server);
  const { port } = await server.next('port');
  const before = await memory(server);
  const url =
    kind === 'pusher'
      ? `ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=js&version=8.6.0`
      : `ws://127.0.0.1:${port}/`;
  const channel = kind === 'pusher' ? CHANNEL : undefined;
  const connectStart = now();
  const shares = crowd.map((_, i) => Math.floor(sockets / crowd.length) + (i < sockets % crowd.length ? 1 : 0));
  crowd.forEach((worker, i) => worker.send({ connect: { group: kind, url, count: shares[i], channel } }));
  const connected = (await Promise.all(crowd.map((worker) => worker.next('connected')))).reduce(
    (sum, m) => sum + m.connected,
    0,
  );
  if (connected < sockets) throw new Error(`${kind}: only ${connected} of ${sockets} sockets connected`);
  log(
    `realtime: ${kind === 'pusher' ? 'realtime server' : 'bare ws'}: ${sockets} sockets ready in ${((now() - connectStart) / 1000).toFixed(1)} s`,
  );
  await sleep(1000);
  const after = await memory(server);
  return {
    server,
    port,
    rssPerSocket: (after.rss - before.rss) / sockets,
    heapPerSocket: (after.heapUsed - before.heapUsed) / sockets,
  };
}

/**
 * One event to one server's group: how long the trigger took to answer, the server's CPU time for
 * it, and each socket's latency from the send, sorted (missing ones left out).
 */
async function fire(kind, { server, port }, crowd, sdk, id) {
  const cpuBefore = await cpuMs(server);
  const data = { id, jackpot_id: 'grand', amount: '1234567.89', currency: 'USD', at: new Date().toISOString() };
  crowd.forEach((worker) => worker.send({ arm: { group: kind, marker: id } }));
  await Promise.all(crowd.map((worker) => worker.next('armed')));
  const pending = crowd.map((worker) => worker.next('arrivals', DELIVERY_TIMEOUT_MS + 5000));
  const sent = now();
  if (kind === 'pusher') {
    await sdk.trigger(CHANNEL, EVENT, data);
  } else {
    // The frame the realtime server sends (http-api/trigger.ts): the bare server sends the same bytes.
    const frame = JSON.stringify({ event: EVENT, channel: CHANNEL, data: JSON.stringify(data) });
    await fetch(`http://127.0.0.1:${port}/broadcast`, { method: 'POST', body: frame }).then((response) =>
      response.text(),
    );
  }
  // Both servers answer after their send loop: every frame is queued by then.
  const answered = now() - sent;
  const late = setTimeout(() => crowd.forEach((worker) => worker.send('collect')), DELIVERY_TIMEOUT_MS);
  const arrivals = (await Promise.all(pending)).flatMap((m) => m.arrivals);
  clearTimeout(late);
  const cpu = (await cpuMs(server)) - cpuBefore;
  return {
    answered,
    cpu,
    latencies: arrivals
      .filter((t) => t > 0)
      .map((t) => t - sent)
      .sort((a, b) => a - b),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The run with the median time to the last delivery; misses summed; CPU the median of its own. */
function summary(runs) {
  const middle = [...runs].sort((a, b) => a.max - b.max)[Math.floor(runs.length / 2)];
  return { ...middle, missed: runs.reduce((sum, r) => sum + r.missed, 0), cpu: median(runs.map((r) => r.cpu)) };
}

/**
 * Both servers up with a crowd each; events alternate between them (a warm-up pair first), so a
 * load that comes and goes on a shared machine hits both alike.
 */
async function measure(crowd, { sockets, runs, log }) {
  const servers = {};
  const started = [];
  let pusherJs;
  try {
    servers.pusher = await connectServer('pusher', crowd, sockets, log, started);
    servers.bare = await connectServer('bare', crowd, sockets, log, started);
    pusherJs = await pusherJsClient(servers.pusher.port);
    const sdk = new PusherServer({ ...APP, host: '127.0.0.1', port: String(servers.pusher.port), useTLS: false });
    const results = { pusher: [], bare: [] };
    let pusherJsMissed = 0;
    for (let run = 0; run <= runs; run += 1) {
      for (const kind of ['pusher', 'bare']) {
        const id = `bench-${kind}-${run}`;
        const { answered, cpu, latencies } = await fire(kind, servers[kind], crowd, sdk, id);
        if (run === 0) continue; // warm-up
        const last = latencies.at(-1) ?? DELIVERY_TIMEOUT_MS;
        results[kind].push({
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          max: last,
          missed: sockets - latencies.length,
          perSecond: latencies.length / (last / 1000),
          answered,
          cpu,
        });
        if (kind === 'pusher' && !pusherJs.arrivals.has(id) && !(await sleep(200), pusherJs.arrivals.has(id)))
          pusherJsMissed += 1;
      }
    }
    return {
      pusher: { ...summary(results.pusher), pusherJsMissed, ...servers.pusher },
      bare: { ...summary(results.bare), ...servers.bare },
      // Each event against the bare one sent right after it: a drift in the machine's load cancels out.
      ratio: median(results.pusher.map((r, i) => r.perSecond / results.bare[i].perSecond)),
    };
  } finally {
    pusherJs?.disconnect();
    for (const worker of crowd) {
      if (!worker.child.connected) continue;
      worker.send('disconnect');
      await worker.next('disconnected').catch(() => {});
    }
    await Promise.all(started.map((server) => server.stop()));
  }
}

const thousands = (n) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : `${(n / 1000).toFixed(1)}k`);
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The fan-out rows for bench.mjs's table:
 * { group: 'realtime', figure, value, goal, met } (met null: reported only).
 */
export async function benchRealtime({
  sockets = Number(process.env.BENCH_SOCKETS ?? 10_000),
  workers = Number(process.env.BENCH_CROWD_WORKERS ?? 2),
  runs = Number(process.env.BENCH_REALTIME_RUNS ?? 9),
  log = console.log,
} = {}) {
  if (!existsSync(join(root, 'api', 'dist', 'realtime', 'server.js')))
    throw new Error('api/dist is missing: npm run build -w shared -w api');
  const crowd = Array.from({ length: workers }, () => start('realtime-bench-crowd.mjs'));
  try {
    const { pusher: server, bare, ratio } = await measure(crowd, { sockets, runs, log });
    const count = sockets.toLocaleString('en-US');
    const missed = server.missed > 0 ? `, ${server.missed} deliveries missed` : '';
    return [
      {
        group: 'realtime',
        figure: `fan-out p99, ${count} sockets (median of ${runs} events)`,
        value: `${ms(server.p99)} (p50 ${ms(server.p50)}, max ${ms(server.max)}${missed}; bare ws p99 ${ms(bare.p99)})`,
        goal: `<= ${REALTIME_P99_GOAL_MS} ms`,
        met: server.p99 <= REALTIME_P99_GOAL_MS && server.missed === 0,
      },
      {
        group: 'realtime',
        figure: 'deliveries/s vs bare ws',
        value: `${thousands(server.perSecond)} vs ${thousands(bare.perSecond)} (median of each event's ratio to the next bare one: ${ratio.toFixed(2)}x)`,
        goal: `>= ${REALTIME_RATIO_GOAL}x`,
        met: ratio >= REALTIME_RATIO_GOAL,
      },
      {
        group: 'realtime',
        figure: 'trigger answered (every frame queued)',
        value: `${ms(server.answered)} (bare ws ${ms(bare.answered)})`,
        goal: 'reported',
        met: null,
      },
      {
        group: 'realtime',
        figure: 'server CPU per broadcast',
        value: `${ms(server.cpu)} (bare ws ${ms(bare.cpu)}, ${(server.cpu / bare.cpu).toFixed(2)}x)`,
        goal: 'reported',
        met: null,
      },
      {
        group: 'realtime',
        figure: 'pusher-js client received every event',
        value: `${runs - server.pusherJsMissed} of ${runs}`,
        goal: 'all',
        met: server.pusherJsMissed === 0,
      },
      {
        group: 'realtime',
        figure: 'memory per idle socket',
        value: `${kb(server.rssPerSocket)} RSS, ${kb(server.heapPerSocket)} heap (bare ws ${kb(bare.rssPerSocket)}, ${kb(bare.heapPerSocket)})`,
        goal: 'reported',
        met: null,
      },
    ];
  } finally {
    await Promise.all(crowd.map((worker) => worker.stop()));
  }
}

/** Prints rows as `ok  ` / `MISS` / `    ` lines; the number of misses. */
export function printRows(rows, log = console.log) {
  for (const row of rows) {
    const mark = row.met === null ? '    ' : row.met ? 'ok  ' : 'MISS';
    log(`${mark} ${row.figure}: ${row.value} (goal ${row.goal})`);
  }
  return rows.filter((row) => row.met === false).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, 'api', 'dist', 'realtime', 'server.js'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'shared', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const misses = printRows(await benchRealtime());
  process.exit(misses === 0 ? 0 : 1);
}
