// What the shell hands a remote when it mounts it as a single-spa parcel,
// and what a remote's exposed `./app` module must export.

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import type { ApiClient } from '../api/client.js';
import type { Bus } from '../bus/bus.js';
import type { Realtime } from '../realtime/realtime.js';
import type { SessionStore } from '../stores/session.js';
import type { SiteStore } from '../stores/site.js';
import type { UiStore } from '../stores/ui.js';
import type { ModuleName } from '../contracts/index.js';

export interface RemoteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface RemoteStores {
  session: SessionStore;
  site: SiteStore;
  ui: UiStore;
}

export interface RemoteProps {
  /** The path the remote is mounted under, e.g. '/user'. */
  basePath: string;
  location: RemoteLocation;
  /** The shell owns history; remotes navigate through it. */
  navigate: (to: string, options?: NavigateOptions) => void;
  bus: Bus;
  stores: RemoteStores;
  queryClient: QueryClient;
  i18n: I18n;
  api: ApiClient;
  realtime: Realtime;
}

/** The exposed `./app` (and any further parcel) of a remote. */
export interface RemoteModule extends LifeCycles<RemoteProps> {
  /** The remote's module name. */
  remoteName: ModuleName;
  /** Contract version of @croupier/shared the remote was built against (baked in at build time). */
  sharedContract: string;
}
