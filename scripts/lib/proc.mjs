// Child-process and readiness helpers shared by the stack, npm start and npm test.

import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * Runs a command with inherited stdio; resolves with its exit code (a signal counts as 1).
 * With `timeoutMs`, a run that hangs is terminated and reported as exit code 124.
 */
export function run(command, args, { timeoutMs, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let timedOut = false;
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        process.stderr.write(
          `${path.basename(command)}: still running after ${Math.round(timeoutMs / 60_000)} min, stopping it\n`,
        );
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }, timeoutMs);
    child.on('error', (err) => {
      process.stderr.write(`${command}: ${err.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve(timedOut ? 124 : (code ?? (signal ? 1 : 0)));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Is the PID (or its process group leader) still there? */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Stops a service started with `detached: true` (it leads its own process group): SIGTERM to
 * the group, SIGKILL after `graceMs`. Works for PIDs this process did not start (e2e workers).
 */
export async function stopPid(pid, { graceMs = 5_000 } = {}) {
  const signal = (sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  if (!isAlive(pid)) return;
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) {
    signal('SIGKILL');
    while (isAlive(pid)) await sleep(50);
  }
}

/** A port free on loopback now: the kernel picks it for a listener that is closed at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Something already accepts connections on the port (on IPv4 or IPv6 loopback). */
export async function portInUse(port) {
  for (const host of ['127.0.0.1', '::1']) {
    if (await canConnect(host, port)) return true;
  }
  return false;
}

export function canConnect(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Any HTTP answer (or only 2xx with `ok: true`) within a short time-out. */
export async function httpAnswers(url, { ok = false } = {}) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return ok ? res.ok : true;
  } catch {
    return false;
  }
}

/** Polls `check` until it resolves true; fails early when `failed()` returns a reason. */
export async function waitUntil(check, { timeoutMs, intervalMs = 150, what, failed }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
}
