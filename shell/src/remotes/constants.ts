// The shell's remote-loading constants, in one place. Which remotes exist, and their
// federation names, come from the manifest of remotes (@croupier/shared/contracts).
import { REMOTES_MANIFEST, type ModuleName, type RemotesManifest } from '@croupier/shared';

/** How long a remote may take to load (and then to mount) before its fallback shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** Module Federation container names of the remotes (the `name` each remote builds with). */
export const federationNames = (manifest: RemotesManifest = REMOTES_MANIFEST): ReadonlyMap<ModuleName, string> =>
  new Map(manifest.remotes.map((r) => [r.name, r.federationName]));

export const FEDERATION_NAMES = federationNames();

/** What a remote exposes to the shell, without './': 'app', and for mf-auth also 'login-modal'. */
export type RemoteExpose = string;

/** `loadRemote` request id, e.g. 'mf_games/app'. */
export const remoteId = (module: ModuleName, expose: RemoteExpose, names = FEDERATION_NAMES): string =>
  `${names.get(module)}/${expose}`;
