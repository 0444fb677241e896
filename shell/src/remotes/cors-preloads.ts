// The federation runtime's preloads of a remote's files (<link rel="preload"> as script or style)
// in CORS mode when they come from another origin, as webpack then asks for those very files (a
// remote's crossOriginLoading 'anonymous', build/webpack.factory.cjs): a preload whose mode is not
// the request's is not used, and the file would come twice.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function corsPreloads(origin: string = window.location.origin): ModuleFederationRuntimePlugin {
  return {
    name: 'croupier-cors-preloads',
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      if (new URL(url, document.baseURI).origin !== origin) link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
