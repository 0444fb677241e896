// Mounts one page (or any component) of a remote the way the shell mounts the remote — a parcel
// with the real bus, stores, i18n, query client, api client and realtime, the toasts and dialogs
// around it — with only the api's edge answered from a table (routeFetch) and the socket a
// FakeEcho. The remotes' test kits add their own members, layouts and base routes on top.
import type { ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { CONTRACT_VERSION } from '../contracts/index.js';
import type { ModuleName } from '../contracts/index.js';
import type { NamespaceBundles } from '../i18n/resources.js';
import { defineRemote } from '../remote/define-remote.js';
import type { RemoteProps } from '../remote/types.js';
import { DialogHost } from '../ui/dialog/dialog-host.js';
import { ToastHost } from '../ui/toast/toast-host.js';
import { createTestRemoteProps, type TestRemote, type TestRemoteOptions } from './create-test-remote-props.js';
import { routeFetch } from './json-response.js';

export type TestRoutes = Record<string, (body: unknown) => unknown>;

export interface MountPageOptions extends Omit<TestRemoteOptions, 'fetch' | 'i18n'> {
  /** The remote the page belongs to, and its message bundles. */
  remote: ModuleName;
  bundles: NamespaceBundles & { ns: string };
  basePath: string;
  pathname: string;
  search?: string;
  /** The api's answers by path (without /api); unknown paths get a 404. */
  routes?: TestRoutes;
  /** Holds an answer back: the call to `path` waits for the promise returned (if any). */
  hold?: (path: string) => Promise<void> | undefined;
  /** Runs with the props before the page mounts (listen on the bus from the start). */
  beforeMount?: (props: RemoteProps) => void;
}

export interface MountedPage extends TestRemote {
  parcel: Parcel;
  /** Where the page navigated, in order. */
  navigatedTo(): string[];
  calls: ReturnType<typeof routeFetch>['calls'];
  /** The bodies sent to one path, in order. */
  bodiesTo(path: string): unknown[];
  /** Sends the shell's next location; a query may come in `path` or as `search`. */
  goTo(path: string, search?: string): Promise<void>;
  /** Unmounts (once; a second call does nothing) and removes the page's element. */
  unmount(): Promise<void>;
}

/**
 * `node` is a page, or a function of the props (e.g. the whole app). Awaiting a parcel's mount
 * inside act() deadlocks (toolchain.md): call this from a test file that sets
 * `IS_REACT_ACT_ENVIRONMENT = false` in a beforeAll.
 */
export async function mountPage(
  node: ReactNode | ((props: RemoteProps) => ReactNode),
  opts: MountPageOptions,
): Promise<MountedPage> {
  const { remote: name, bundles, routes = {}, hold, search, beforeMount, ...remoteOptions } = opts;
  const routed = routeFetch(routes);
  const fetch = hold
    ? ((async (input: RequestInfo | URL, init?: RequestInit) => {
        await hold(new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''));
        return routed(input, init);
      }) as typeof globalThis.fetch)
    : routed;
  const test = await createTestRemoteProps({ ...remoteOptions, fetch });
  const remote = defineRemote({
    name,
    sharedContract: CONTRACT_VERSION,
    rootComponent: (props: RemoteProps) => (
      <>
        {typeof node === 'function' ? node(props) : node}
        <ToastHost />
        <DialogHost />
      </>
    ),
    i18n: bundles,
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const at = (path: string, query = '') => ({
    ...test.props,
    location: { pathname: path, search: query, hash: '' },
    domElement,
  });
  beforeMount?.(test.props);
  const parcel = mountRootParcel(remote, at(opts.pathname, search));
  await parcel.mountPromise;
  return {
    ...test,
    parcel,
    navigatedTo: () => test.navigations.map((n) => n.to),
    calls: routed.calls,
    bodiesTo: (path) => routed.calls.filter((c) => c.path === path).map((c) => c.body),
    goTo: async (url, query) => {
      const [path = '', inUrl] = url.split('?');
      await parcel.update?.(at(path, query ?? (inUrl ? `?${inUrl}` : '')));
    },
    unmount: async () => {
      if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
      domElement.remove();
    },
  };
}
