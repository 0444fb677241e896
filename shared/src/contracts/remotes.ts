// The manifest of remotes (remotes.json beside this file), typed. Every consumer in TypeScript
// (shell, api, e2e) reads it through here; the build, lint, jest and stack tooling read the same
// JSON through build/remotes.cjs. Its schema (remotes-schema.ts, valibot) is checked by shared's
// tests against the committed file, not again in every visitor's browser.
import manifest from './remotes.json' with { type: 'json' };
import type { RemotesManifest } from './remotes-schema.js';

export type { RemotesManifest };

// JSON imports are typed loosely; remotes.test.ts holds the file to the schema.
export const REMOTES_MANIFEST = manifest as unknown as RemotesManifest;

/** Ports of the local stack (`npm start`), by service: shell, api, realtime and each remote. */
export function localPorts(
  m: RemotesManifest = REMOTES_MANIFEST,
): Record<string, number> & Record<'shell' | 'api' | 'realtime', number> {
  return {
    shell: m.shell.port,
    api: m.api.port,
    realtime: m.realtime.port,
    ...Object.fromEntries(m.remotes.map((r) => [r.name, r.port])),
  };
}

export const LOCAL_PORTS = localPorts();

export const REMOTE_NAMES: readonly string[] = REMOTES_MANIFEST.remotes.map((r) => r.name);

export function isRemoteName(name: string, m: RemotesManifest = REMOTES_MANIFEST): boolean {
  return m.remotes.some((r) => r.name === name);
}
