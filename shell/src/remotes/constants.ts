// The shell's remote-loading constants, in one place.
import type { ModuleName } from '@croupier/shared';

/** How long a remote may take to load (and then to mount) before its fallback shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** Module Federation container names of the remotes (the `name` each remote builds with). */
export const FEDERATION_NAMES: Record<ModuleName, string> = {
  'mf-auth': 'mf_auth',
  'mf-games': 'mf_games',
  'mf-member-center': 'mf_member_center',
  'mf-proxy': 'mf_proxy',
  'mf-promotions': 'mf_promotions',
};

/** What a remote exposes to the shell: './app', and for mf-auth also './login-modal'. */
export type RemoteExpose = 'app' | 'login-modal';

/** `loadRemote` request id, e.g. 'mf_games/app'. */
export const remoteId = (module: ModuleName, expose: RemoteExpose): string => `${FEDERATION_NAMES[module]}/${expose}`;
