// The id of the shell build running in this page, baked in by build/build-meta-plugin.cjs.
declare const __BUILD_ID__: string | undefined;

/** null outside a webpack build (unit tests): there is nothing to compare with then. */
export function currentBuildId(): string | null {
  return typeof __BUILD_ID__ === 'string' && __BUILD_ID__ !== '' ? __BUILD_ID__ : null;
}
