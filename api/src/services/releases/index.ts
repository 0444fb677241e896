// Releases of the remotes: the release tokens (which team, owning which remotes), the registry of
// releases, and the live map of which release each site runs with the record of its changes
// (docs/releasing.md). What the routes may use; the files of this folder import each other directly.
export {
  createLiveMap,
  LIVE_MAP_CHANGES,
  type ChangeInput,
  type LiveEntry,
  type LiveMap,
  type LiveMapService,
  type ReleaseAction,
  type ReleaseChange,
} from './live-map.js';
export type { Outcome } from './outcome.js';
export {
  createReleaseRegistry,
  isReleaseVersion,
  RELEASE_LIST_LIMIT,
  type Release,
  type ReleaseInput,
  type ReleaseRegistry,
} from './registry.js';
export { createReleaseTokens, type ReleaseTokens } from './tokens.js';
