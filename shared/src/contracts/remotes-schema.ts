// The schema of the manifest of remotes (remotes.json): what a valid manifest is. Run where the
// manifest is written or read by tooling (shared's tests check the committed file, the
// add-a-remote script what it writes), not in the browser: the shell ships the checked file.
import * as v from 'valibot';

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

/** Checks a manifest (the committed one, or a throwaway one in a test); throws what is wrong. */
export function readRemotesManifest(input: unknown): RemotesManifest {
  const result = v.safeParse(ManifestSchema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(manifest)'}: ${i.message}`);
  throw new Error(`remotes.json is not valid:\n${issues.join('\n')}`);
}
