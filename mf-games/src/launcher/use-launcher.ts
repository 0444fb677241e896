// Placeholder until the launcher lands: nothing launches yet.
import type { Launcher } from './types.js';

export function useLauncher(): Launcher {
  return { launch: () => undefined, launchDemo: () => undefined, busy: false };
}
