// The whole site as local processes: the api, the realtime server, one static server per
// front-end app (scripts/serve.mjs) and, when their ports are given, the releases server (serve.mjs
// --releases over releases/) and the operator console (serve.mjs --console over console/dist),
// each a child process leading its own process group.
// Used by `npm start` (standard ports) and the e2e global setup (ports + 100).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotesManifest from '../build/remotes.cjs';
import { canConnect, httpAnswers, isAlive, portInUse, stopPid, waitUntil } from './lib/proc.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** From the manifest of remotes (shared/src/contracts/remotes.json). */
export const REMOTES = remotesManifest.remoteNames();
export const APPS = remotesManifest.appNames();
/** Ports of the local stack, by service (`npm start`; the e2e stack adds 100). */
export const LOCAL_PORTS = remotesManifest.localPorts();
/**
 * The releases server's port under `npm start` (the e2e and bench stacks run none). Chosen here,
 * not in the manifest of remotes: its schema knows the apps, the api and the realtime server only.
 * Far enough from the remotes' run of ports (3001, 3002, …) for every remote to come.
 */
export const RELEASES_PORT = 3090;
/**
 * The operator console's port (`npm start`; the e2e stack adds 100). Here for the same reason: the
 * console is no app of the manifest (members never load it).
 */
export const CONSOLE_PORT = 3080;
/** Start order matters only for logs: everything is started at once and awaited. */
export const SERVICES = servicesOf(remotesManifest.MANIFEST);

/** The Pusher app the api and the realtime server share (and the e2e publisher uses). */
export const PUSHER_APP = { appId: 'croupier', key: 'croupier-key', secret: 'croupier-secret' };

/** The services of a manifest of remotes (a test passes a throwaway one; default: the real one). */
function servicesOf(manifest) {
  return ['realtime', 'api', ...remotesManifest.appNames(manifest)];
}

/** `mf-auth=http://localhost:3001/mf-manifest.json,...`: where the browser fetches each remote. */
export function moduleUrls(ports, host = 'localhost', manifest = remotesManifest.MANIFEST) {
  return remotesManifest
    .remoteNames(manifest)
    .map((name) => `${name}=http://${host}:${ports[name]}/mf-manifest.json`)
    .join(',');
}

/**
 * The origins whose pages may open the realtime socket (REALTIME_ALLOWED_ORIGINS): every app's
 * page, as reached by the public host and by the loopback names.
 */
export function allowedOrigins(ports, host = 'localhost', manifest = remotesManifest.MANIFEST) {
  const hosts = [...new Set([host, 'localhost', '127.0.0.1'])];
  return remotesManifest
    .appNames(manifest)
    .flatMap((app) => hosts.map((h) => `http://${h}:${ports[app]}`))
    .join(',');
}

/**
 * @typedef {{
 *   name: string, command: string, args: string[], cwd: string,
 *   env: Record<string, string>,          // on top of the parent's environment
 *   port: number,
 *   ready: { tcp?: number, http?: string, ok?: boolean },
 * }} ServiceSpec
 */

/**
 * What to run for each service: plain data, so it can be written to a file and relaunched
 * by another process (e2e/support/stack-control.ts). The releases server is one of them when
 * `ports.releases` is set; the shell's page may then load scripts, styles and manifests from it.
 * The operator console is one when `ports.console` is set (its api calls go to the api).
 * `dists` serves an app from another build folder than `<root>/<app>/dist` (npm run skew mixes
 * two versions of the front end).
 * @param {{ ports: Record<string, number>, env?: Record<string, string>, dbPath: string, publicHost?: string, root?: string,
 *           manifest?: import('../build/remotes.cjs').Manifest, releasesDir?: string,
 *           dists?: Record<string, string> }} o
 * @returns {Record<string, ServiceSpec>}
 */
export function serviceSpecs({
  ports,
  env = {},
  dbPath,
  publicHost = 'localhost',
  root = ROOT,
  manifest = remotesManifest.MANIFEST,
  releasesDir = path.join(root, 'releases'),
  dists = {},
}) {
  const pusherEnv = {
    PUSHER_APP_ID: PUSHER_APP.appId,
    PUSHER_APP_KEY: PUSHER_APP.key,
    PUSHER_APP_SECRET: PUSHER_APP.secret,
  };
  /** @type {Record<string, any>} */
  const specs = {
    realtime: {
      port: ports.realtime,
      args: [path.join(root, 'api/dist/realtime/main.js')],
      env: {
        ...pusherEnv,
        REALTIME_PORT: String(ports.realtime),
        REALTIME_ALLOWED_ORIGINS: allowedOrigins(ports, publicHost, manifest),
        ...env,
      },
      ready: { tcp: ports.realtime },
    },
    api: {
      port: ports.api,
      args: [path.join(root, 'api/dist/server.js')],
      env: {
        PORT: String(ports.api),
        DATABASE_PATH: dbPath,
        ...pusherEnv,
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(ports.realtime),
        PUSHER_PUBLIC_HOST: publicHost,
        PUSHER_PUBLIC_PORT: String(ports.realtime),
        CROUPIER_MODULE_URLS: moduleUrls(ports, publicHost, manifest),
        ...env,
      },
      ready: { http: `http://127.0.0.1:${ports.api}/api/health`, ok: true },
    },
  };
  for (const app of remotesManifest.appNames(manifest)) {
    const args = [
      path.join(root, 'scripts/serve.mjs'),
      '--dir',
      dists[app] ?? path.join(root, app, 'dist'),
      '--port',
      String(ports[app]),
    ];
    if (app === 'shell') {
      args.push('--spa', '--proxy', `http://127.0.0.1:${ports.api}`, '--prefix', '/api', '--prefix', '/broadcasting');
      // The page's Content-Security-Policy names the remotes and the socket the api tells the page of.
      const { CROUPIER_MODULE_URLS, PUSHER_PUBLIC_HOST, PUSHER_PUBLIC_PORT } = specs.api.env;
      args.push('--csp-modules', CROUPIER_MODULE_URLS, '--csp-socket', `${PUSHER_PUBLIC_HOST}:${PUSHER_PUBLIC_PORT}`);
      if (ports.releases) args.push('--csp-releases', `http://${publicHost}:${ports.releases}`);
    } else {
      args.push('--cors');
    }
    specs[app] = { port: ports[app], args, env: {}, ready: { http: `http://127.0.0.1:${ports[app]}/` } };
  }
  if (ports.console) {
    specs.console = {
      port: ports.console,
      args: [
        path.join(root, 'scripts/serve.mjs'),
        '--console',
        '--dir',
        dists.console ?? path.join(root, 'console', 'dist'),
        '--port',
        String(ports.console),
        '--proxy',
        `http://127.0.0.1:${ports.api}`,
      ],
      env: {},
      ready: { http: `http://127.0.0.1:${ports.console}/` },
    };
  }
  if (ports.releases) {
    specs.releases = {
      port: ports.releases,
      args: [
        path.join(root, 'scripts/serve.mjs'),
        '--releases',
        '--dir',
        releasesDir,
        '--port',
        String(ports.releases),
      ],
      env: {},
      ready: { http: `http://127.0.0.1:${ports.releases}/` },
    };
  }
  for (const [name, spec] of Object.entries(specs)) {
    Object.assign(spec, { name, command: process.execPath, cwd: root });
  }
  return specs;
}

/**
 * Starts one service and resolves with its PID once it answers. Output goes to
 * `<logDir>/<name>.log` when logDir is set (survives the parent), otherwise to `log`. `niceness`
 * starts it under `nice -n` (every thread it makes inherits it) and sets its session's
 * autogroup to the same (niceSession).
 * @param {ServiceSpec} spec
 * @param {{ logDir?: string, log?: (service: string, line: string) => void, readyTimeoutMs?: number, niceness?: number }} [options]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function launchService(spec, { logDir, log = defaultLog, readyTimeoutMs = 60_000, niceness } = {}) {
  let stdio;
  if (logDir) {
    fs.mkdirSync(logDir, { recursive: true });
    const fd = fs.openSync(path.join(logDir, `${spec.name}.log`), 'a');
    stdio = ['ignore', fd, fd];
  } else {
    stdio = ['ignore', 'pipe', 'pipe'];
  }
  const [command, args] = niceness
    ? ['nice', ['-n', String(niceness), spec.command, ...spec.args]]
    : [spec.command, spec.args];
  const child = spawn(command, args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    // Its own process group: stopping it takes anything it started too, and a Ctrl-C
    // reaches it through the stack's handler, which waits for it to finish.
    detached: true,
    stdio,
  });
  if (logDir) fs.closeSync(stdio[1]);
  if (niceness) niceSession(child.pid, niceness);
  const tail = [];
  const onLine = (line) => {
    tail.push(line);
    if (tail.length > 30) tail.shift();
    log(spec.name, line);
  };
  if (!logDir) {
    pipeLines(child.stdout, onLine);
    pipeLines(child.stderr, onLine);
  }
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  child.on('error', (err) => {
    exited = err.message;
  });

  const recent = () => {
    if (logDir) {
      try {
        return fs
          .readFileSync(path.join(logDir, `${spec.name}.log`), 'utf8')
          .trim()
          .split('\n')
          .slice(-30)
          .join('\n');
      } catch {
        return '';
      }
    }
    return tail.join('\n');
  };
  try {
    await waitUntil(
      () => (spec.ready.tcp ? canConnect('127.0.0.1', spec.ready.tcp) : httpAnswers(spec.ready.http, spec.ready)),
      {
        timeoutMs: readyTimeoutMs,
        what: `${spec.name} (port ${spec.port})`,
        failed: () => exited && `exited with ${exited}`,
      },
    );
  } catch (err) {
    if (!exited) await stopPid(child.pid);
    const output = recent();
    throw new Error(`${err.message}${output ? `\n--- last output of ${spec.name} ---\n${output}` : ''}`, {
      cause: err,
    });
  }
  return child;
}

/**
 * A detached child leads a session of its own, and where Linux schedules by autogroup
 * (/proc/sys/kernel/sched_autogroup_enabled, sched(7)) each session is a group that gets an equal
 * share of the CPU against every other one, whatever its threads' nice values: `nice -n` alone
 * ranks a service only against its own threads, not against the browser the bench measures (in
 * its own session too). The group's niceness is what ranks it. spawn returns after the child's
 * exec, so its session exists by now. Elsewhere there is no such file, and `nice -n` is enough.
 * @param {number | undefined} pid
 * @param {number} niceness
 */
function niceSession(pid, niceness) {
  if (pid === undefined) return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // No autogroup scheduling here (or the child is gone: its wait below reports that).
  }
}

function pipeLines(stream, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => buffer && onLine(buffer));
}

function defaultLog(name, line) {
  process.stdout.write(`[${name.padEnd(16)}] ${line}\n`);
}

/**
 * @param {{
 *   ports: Record<string, number>,       // shell, mf-*, api, realtime; releases to serve releases/, console for the operator console
 *   env?: Record<string, string>,        // extra env for the api and realtime (overrides defaults)
 *   dbPath: string,
 *   publicHost?: string,                 // host the browser uses (manifest URLs, socket)
 *   log?: (service: string, line: string) => void,
 *   logDir?: string,                     // write each service's output to <logDir>/<name>.log instead
 *   handleSignals?: boolean,             // stop everything on SIGINT/SIGTERM/SIGHUP, then exit (default true)
 *   readyTimeoutMs?: number,
 *   niceness?: number,                   // run every service under `nice -n` (the bench: the browser first)
 *   manifest?: import('../build/remotes.cjs').Manifest, // the manifest of remotes (default: the real one)
 *   dists?: Record<string, string>,      // an app's build folder by app, instead of <app>/dist
 *   releasesDir?: string,                // what the releases server serves (default <root>/releases)
 * }} options
 */
export async function startStack(options) {
  const { ports, handleSignals = true, manifest = remotesManifest.MANIFEST } = options;
  const specs = serviceSpecs(options);
  const services = Object.keys(specs);
  const taken = [];
  for (const name of services) {
    if (await portInUse(ports[name])) taken.push(`${name} ${ports[name]}`);
  }
  if (taken.length) {
    throw new Error(`ports already in use: ${taken.join(', ')} - stop whatever holds them (another Croupier?)`);
  }

  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  const launchOpts = {
    logDir: options.logDir,
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
    niceness: options.niceness,
  };

  const startService = async (name) => {
    if (!specs[name]) throw new Error(`unknown service ${name}`);
    if (running.has(name)) return;
    running.set(name, await launchService(specs[name], launchOpts));
  };
  const stopService = async (name) => {
    const child = running.get(name);
    running.delete(name);
    if (child) await stopPid(child.pid);
  };
  const stop = async () => {
    removeHandlers();
    await Promise.all([...running.keys()].map(stopService));
  };

  // Last resort when the parent ends without calling stop(): signal every group synchronously.
  const onExit = () => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  };
  const onSignal = (signal) => {
    process.stderr.write(`\n${signal}: stopping Croupier...\n`);
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const signals = handleSignals ? ['SIGINT', 'SIGTERM', 'SIGHUP'] : [];
  process.on('exit', onExit);
  for (const s of signals) process.on(s, onSignal);
  function removeHandlers() {
    process.off('exit', onExit);
    for (const s of signals) process.off(s, onSignal);
  }

  const results = await Promise.allSettled(services.map(startService));
  const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  if (failures.length) {
    await stop();
    throw new Error(`the stack did not start:\n${failures.join('\n')}`);
  }

  const host = options.publicHost || 'localhost';
  const urls = Object.fromEntries(
    remotesManifest.appNames(manifest).map((app) => [app, `http://${host}:${ports[app]}`]),
  );
  urls.api = `http://${host}:${ports.api}`;
  urls.realtime = `ws://${host}:${ports.realtime}`;
  if (ports.releases) urls.releases = `http://${host}:${ports.releases}`;
  if (ports.console) urls.console = `http://${host}:${ports.console}`;

  return {
    urls,
    ports,
    specs,
    /**
     * Serializable: what is running now, by PID (e2e/.stack/state.json).
     * @returns {{ root: string, logDir: string | null, urls: Record<string, string>, services: Record<string, ServiceSpec & { pid: number | null }> }}
     */
    describe: () => ({
      root: ROOT,
      logDir: options.logDir ?? null,
      urls,
      services: Object.fromEntries(
        Object.entries(specs).map(([name, spec]) => [name, { ...spec, pid: running.get(name)?.pid ?? null }]),
      ),
    }),
    stop,
    stopService,
    startService,
  };
}

/**
 * Stops every service a describe() snapshot lists (PIDs may have been replaced by e2e helpers).
 * A PID from an old snapshot may belong to an unrelated process by now: only a process still
 * running the service's own command line is stopped.
 * @param {{ services: Record<string, { pid: number | null, args: string[] }> }} state
 */
export async function stopDescribed(state) {
  await Promise.all(
    Object.values(state.services)
      .filter((s) => s.pid && isAlive(s.pid) && runs(s.pid, s.args))
      .map((s) => stopPid(s.pid)),
  );
}

/** Does the process run these arguments? (Linux /proc; elsewhere trust the PID.) */
export function runs(pid, args) {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.every((arg) => cmdline.includes(arg));
  } catch (err) {
    return err.code !== 'ENOENT' || !fs.existsSync('/proc/self');
  }
}
