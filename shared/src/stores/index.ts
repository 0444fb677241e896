export { useStore } from 'zustand';
export { createSessionStore, type SessionState, type SessionStore } from './session.js';
export { createSiteStore, siteSettings, type SiteState, type SiteStore } from './site.js';
export { createUiStore, isDesktopWidth, type UiStore } from './ui.js';
export { createMemoryStorage } from './memory-storage.js';
export { browserStorage } from './browser-storage.js';
