// The manifest of remotes (remotes.json beside this file), typed and checked once. Every
// consumer in TypeScript (shell, api, e2e) reads it through here; the build, lint, jest and
// stack tooling read the same JSON through build/remotes.cjs.
import * as v from 'valibot';
import manifest from './remotes.json' with { type: 'json' };

const Port = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535));
const RoutePath = v.pipe(v.string(), v.startsWith('/'));

const RemoteRouteSchema = v.strictObject({
  /** A react-router path, locale-free (the locale is the router's basename). */
  path: RoutePath,
  /** The fixed prefix the remote is mounted under; it reads the rest from its location. */
  basePath: RoutePath,
  /** A shell-owned entry in front of the remote (shell/src/routing/remote-entries.tsx). */
  entry: v.optional(v.string()),
  /** 'member': the 'auth' guard (guests are asked to log in first). */
  access: v.optional(v.picklist(['public', 'member'])),
});

const RemoteSchema = v.strictObject({
  /** The module name of the brand's module list (site detail), and the folder of the remote. */
  name: v.pipe(v.string(), v.regex(/^mf-[a-z][a-z0-9-]*$/, 'a remote is named mf-<kebab-case>')),
  /** Its Module Federation container name. */
  federationName: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)),
  /** Its port in the local stack (`npm start`); the e2e stack adds 100. */
  port: Port,
  /** webpack `exposes`: './app' always, further parcels where the shell mounts them. */
  exposes: v.pipe(
    v.record(v.pipe(v.string(), v.startsWith('./')), v.string()),
    v.check((exposes) => './app' in exposes, "every remote exposes './app'"),
  ),
  routes: v.array(RemoteRouteSchema),
  /** Preloaded when the browser is idle, for guests and/or members. */
  preload: v.array(v.picklist(['guest', 'member'])),
});

const ManifestSchema = v.pipe(
  v.object({
    shell: v.strictObject({ port: Port }),
    api: v.strictObject({ port: Port }),
    realtime: v.strictObject({ port: Port }),
    remotes: v.array(RemoteSchema),
  }),
  v.check((m) => unique(m.remotes.map((r) => r.name)), 'remote names are unique'),
  v.check((m) => unique(m.remotes.map((r) => r.federationName)), 'federation names are unique'),
  v.check(
    (m) => unique([m.shell.port, m.api.port, m.realtime.port, ...m.remotes.map((r) => r.port)]),
    'every service has a port of its own',
  ),
);

function unique(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

export type RemotesManifest = v.InferOutput<typeof ManifestSchema>;
export type RemoteManifestEntry = RemotesManifest['remotes'][number];
export type RemoteRouteEntry = RemoteManifestEntry['routes'][number];

/** Checks a manifest (a throwaway one in a test, or the real one below); throws what is wrong. */
export function readRemotesManifest(input: unknown): RemotesManifest {
  const result = v.safeParse(ManifestSchema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(manifest)'}: ${i.message}`);
  throw new Error(`remotes.json is not valid:\n${issues.join('\n')}`);
}

export const REMOTES_MANIFEST: RemotesManifest = readRemotesManifest(manifest);

/** Ports of the local stack (`npm start`), by service: shell, api, realtime and each remote. */
export function localPorts(m: RemotesManifest = REMOTES_MANIFEST): Record<string, number> & Record<'shell' | 'api' | 'realtime', number> {
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
