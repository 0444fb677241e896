// The brand's site detail (settings, env_config, module list), fetched once by the shell.

import { createStore, type StoreApi } from 'zustand';
import { type EnvConfig, type SiteDetail, type SiteModule, type SiteSettings } from '../contracts/index.js';

export interface SiteState {
  siteId: string;
  detail: SiteDetail | null;
  setDetail(detail: SiteDetail): void;
  /** The remotes switched on for this brand. */
  enabledModules(): SiteModule[];
}

export type SiteStore = StoreApi<SiteState>;

export function createSiteStore(siteId: string): SiteStore {
  return createStore<SiteState>()((set, get) => ({
    siteId,
    detail: null,
    setDetail: (detail) => set({ detail }),
    enabledModules: () => get().detail?.modules.filter((m) => m.enabled) ?? [],
  }));
}

// Typed selectors of the site settings read at run time (use with useStore(stores.site, ...)
// or on getState()). null until the site detail has loaded.

export const siteSettings = (state: Pick<SiteState, 'detail'>): SiteSettings | null => state.detail?.settings ?? null;

/** local, beta, stage or production. */
export const siteEnvironment = (state: Pick<SiteState, 'detail'>): EnvConfig['environment'] | null =>
  state.detail?.env_config.environment ?? null;
