// The brand's site detail (settings, env_config, module list), fetched once by the shell.

import { createStore, type StoreApi } from 'zustand';
import type { SiteDetail, SiteModule } from '../contracts/index.js';

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
