// The shell's start, behind the federation async boundary (index.ts).
import { startShell } from './app/start-shell.js';
import { injectShellStyles } from './layout/styles.js';
import { federationRuntime } from './remotes/federation-runtime.js';

export function start(container: HTMLElement): Promise<void> {
  injectShellStyles();
  return startShell({ container, federation: federationRuntime });
}
