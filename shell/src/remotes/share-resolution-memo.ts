// The runtime resolves each remote's copy of a shared singleton with a semver check of the shell's
// version against the remote's range, and its parser compiles a dozen regular expressions per
// check. The home page makes dozens at boot (each remote's fifteen singletons, for its preload and
// again for its load), most of them a check already made, inside a phone's long tasks (issue 15,
// TBT). While the scope holds the same entry for a version, the answer for one package, version
// and range does not change, so it is kept and the check runs once.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type Resolution = ReturnType<Parameters<ResolveShare>[0]['resolver']>;

export function rememberShareResolutions(): ModuleFederationRuntimePlugin {
  const answers = new Map<string, { entry: unknown; resolution: NonNullable<Resolution> }>();
  return {
    name: 'croupier-remember-share-resolutions',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo, resolver } = args;
      const { singleton, requiredVersion, strictVersion } = shareInfo.shareConfig ?? {};
      const key = JSON.stringify([scope, pkgName, version, singleton, requiredVersion, strictVersion]);
      args.resolver = () => {
        const entry = shareScopeMap[scope]?.[pkgName]?.[version];
        const known = answers.get(key);
        if (known && known.entry === entry) return known.resolution;
        const resolution = resolver();
        if (resolution) answers.set(key, { entry, resolution });
        return resolution;
      };
      return args;
    },
  };
}
