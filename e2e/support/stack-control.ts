// Stop and restart one service of the running e2e stack by its PID (from state.json), e.g. to
// see the site survive a remote that is down. Runs in the test's worker process.
import { launchService, runs } from '../../scripts/stack.mjs';
import { isAlive, stopPid } from '../../scripts/lib/proc.mjs';
import { readState, writeState } from './state.js';

export async function stopService(name: string): Promise<void> {
  const state = readState();
  const service = state.services[name];
  if (!service) throw new Error(`no service ${name} in the e2e stack`);
  if (service.pid && runs(service.pid, service.args)) await stopPid(service.pid);
  service.pid = null;
  writeState(state);
}

/** Starts the service again with the same command and waits until it answers. */
export async function startService(name: string): Promise<void> {
  const state = readState();
  const service = state.services[name];
  if (!service) throw new Error(`no service ${name} in the e2e stack`);
  if (service.pid && isAlive(service.pid) && runs(service.pid, service.args)) return;
  const child = await launchService(service, { logDir: state.logDir ?? undefined, readyTimeoutMs: 30_000 });
  // It belongs to the stack now, not to this worker: the global teardown stops it.
  child.unref();
  service.pid = child.pid ?? null;
  writeState(state);
}
