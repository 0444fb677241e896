// The shell's start, behind the federation async boundary (index.ts).
import { startShell } from './app/start-shell.js';
import { injectShellStyles } from './layout/styles.js';
import type { RuntimeEnv } from './app/env.js';
import { federationRuntime } from './remotes/federation-runtime.js';

export function start(container: HTMLElement, env: Promise<RuntimeEnv>): Promise<void> {
  injectShellStyles();
  return startShell({ container, federation: federationRuntime, env });
}
