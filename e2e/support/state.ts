// e2e/.stack/state.json: what the global setup started (PIDs, commands, ports), so that a
// test in a worker process can stop and restart one service, and the teardown stops them all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// CROUPIER_E2E_STACK_DIR: another run's own folder (npm run skew's stacks run beside the suite's).
export const STACK_DIR = process.env.CROUPIER_E2E_STACK_DIR
  ? path.resolve(process.env.CROUPIER_E2E_STACK_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.stack');
export const STATE_FILE = path.join(STACK_DIR, 'state.json');
export const LOG_DIR = path.join(STACK_DIR, 'logs');

export interface ServiceState {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  port: number;
  ready: { tcp?: number; http?: string; ok?: boolean };
  pid: number | null;
}

export interface StackState {
  root: string;
  logDir: string | null;
  urls: Record<string, string>;
  services: Record<string, ServiceState>;
  /** The temporary folder holding this run's database. */
  dataDir: string;
}

export function readState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export function readStateIfAny(): StackState | null {
  return fs.existsSync(STATE_FILE) ? readState() : null;
}

export function writeState(state: StackState): void {
  fs.mkdirSync(STACK_DIR, { recursive: true });
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}
