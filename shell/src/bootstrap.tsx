// The shell's start, main.js' one dynamic import (index.ts).
import { startShell } from './app/start-shell.js';
import './layout/shell.css';
import type { RuntimeEnv } from './app/env.js';
import { BOOT_MARK } from './app/boot-mark.js';
import { federationRuntime } from './remotes/federation-runtime.js';

export function start(container: HTMLElement, env: Promise<RuntimeEnv>): Promise<void> {
  performance.mark(BOOT_MARK);
  return startShell({ container, federation: federationRuntime, env });
}
