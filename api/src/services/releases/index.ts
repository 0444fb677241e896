// Releases of the remotes: the release tokens (which team, owning which remotes), the registry of
// releases, the live map of which release each site runs with the record of its changes, and the
// signed override links that put one browser on another release (docs/releasing.md). What the
// routes may use; the files of this folder import each other directly.
export { createReleaseHealth, type HealthAnswer } from './health.js';
export { createCompatibilityGate } from './gate.js';
export { createLiveMap, type LiveEntry, type LiveMap, type LiveMapEntry, type ReleaseChange } from './live-map.js';
export type { Outcome } from './outcome.js';
export {
  createReleaseOverrides,
  OVERRIDE_MINUTES,
  OVERRIDE_QUERY,
  OVERRIDE_TOKEN_MAX,
  type IssuedOverride,
  type ReleaseOverride,
} from './overrides.js';
export { createReleaseRegistry, RELEASE_LIST_LIMIT, type Release } from './registry.js';
export { createReleaseTokens } from './tokens.js';
