export { useStore } from 'zustand';
export {
  createSessionStore,
  SESSION_STORAGE_KEYS,
  type SessionFields,
  type SessionState,
  type SessionStore,
} from './session.js';
export {
  createSiteStore,
  siteEnvConfig,
  siteEnvironment,
  siteSettings,
  type SiteState,
  type SiteStore,
} from './site.js';
export { createUiStore, isDesktopWidth, type UiState, type UiStore, type UiStoreOptions } from './ui.js';
export { createMemoryStorage } from './memory-storage.js';
