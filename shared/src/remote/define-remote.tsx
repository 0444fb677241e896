// A remote's `./app` (or a further parcel) as single-spa lifecycles: the root is wrapped in the
// page's QueryClient, i18n and the remote's props; its i18n namespace is ready before the first
// render; what it subscribed on the socket is released when it unmounts.

import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ModuleName } from '../contracts/index.js';
// From the share scope, never by a relative path: the context and i18n registry exist once in the page.
import { BusEvent, COMMON_NAMESPACE, registerNamespace, RemoteContext } from '@croupier/shared';
import type { NamespaceBundles } from '../i18n/resources.js';
import type { RemoteModule, RemoteProps } from './types.js';

export interface DefineRemoteOptions {
  name: ModuleName;
  /** Contract version of @croupier/shared the remote was built against. */
  sharedContract: string;
  rootComponent: ComponentType<RemoteProps>;
  /** The remote's own namespace; it becomes the default namespace of useTranslation() inside. */
  i18n?: NamespaceBundles & { ns: string };
  /** For a further parcel of the same remote (e.g. 'login-modal'): keeps its realtime scope apart. */
  parcel?: string;
}

// single-spa-react creates the remote's root through this. Its first render (the mount) is a
// transition, so React time-slices it (~5 ms a task) rather than blocking a phone for the whole
// tree; updates (a new location) render at the usual priority.
const slicedRoots = {
  createRoot(container: Element | DocumentFragment) {
    const root = ReactDOMClient.createRoot(container);
    let mounted = false;
    return {
      render(children: React.ReactNode) {
        if (mounted) return root.render(children);
        mounted = true;
        React.startTransition(() => root.render(children));
      },
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

export function defineRemote(opts: DefineRemoteOptions): RemoteModule {
  const owner = opts.parcel ? `${opts.name}:${opts.parcel}` : opts.name;
  const Root = opts.rootComponent;

  function Wrapped(props: RemoteProps & AppProps) {
    const context = React.useMemo(() => ({ props, owner }), [props]);
    return (
      <QueryClientProvider client={props.queryClient}>
        <I18nextProvider i18n={props.i18n} defaultNS={opts.i18n?.ns ?? COMMON_NAMESPACE}>
          <RemoteContext.Provider value={context}>
            <Root {...props} />
          </RemoteContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    );
  }
  Wrapped.displayName = `Remote(${owner})`;

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: slicedRoots,
    rootComponent: Wrapped,
    // A crash inside the remote stays inside it; the shell around it keeps working.
    errorBoundary: (err, _info, props) => {
      console.error(`[${owner}] crashed`, err);
      props.bus.emit(BusEvent.remoteCrashed, { remote: opts.name });
      return <p role="alert">{props.i18n.t('sectionFailed', { ns: COMMON_NAMESPACE })}</p>;
    },
  });

  return {
    remoteName: opts.name,
    sharedContract: opts.sharedContract,
    bootstrap: lifecycles.bootstrap,
    async mount(props) {
      if (opts.i18n) await registerNamespace(props.i18n, opts.i18n.ns, opts.i18n);
      return lifecycles.mount(props);
    },
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
    async unmount(props) {
      try {
        return await lifecycles.unmount(props);
      } finally {
        props.realtime.releaseOwner(owner);
      }
    },
  };
}
