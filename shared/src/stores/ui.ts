// Layout and locale state every part of the page reads: desktop or mobile, language, currency.

import { createStore, type StoreApi } from 'zustand';
import { DEFAULT_LOCALE, DESKTOP_MIN_WIDTH_PX } from '../contracts/index.js';

/**
 * Desktop at 992 px or more (spec 01 §1). Spec 01 §9 also says "mobile at 992 or less";
 * the two disagree only at exactly 992 px, and 992 px counts as desktop.
 */
export const isDesktopWidth = (width: number): boolean => width >= DESKTOP_MIN_WIDTH_PX;

export interface UiState {
  isDesktop: boolean;
  language: string;
  currency: string | null;
  setIsDesktop(isDesktop: boolean): void;
  setLanguage(language: string): void;
  setCurrency(currency: string): void;
}

export type UiStore = StoreApi<UiState>;

export interface UiStoreOptions {
  language?: string;
  currency?: string | null;
  /** Defaults to window.innerWidth. */
  width?: number;
}

export function createUiStore(opts: UiStoreOptions = {}): UiStore {
  const width = opts.width ?? (typeof window === 'undefined' ? DESKTOP_MIN_WIDTH_PX + 1 : window.innerWidth);
  return createStore<UiState>()((set) => ({
    isDesktop: isDesktopWidth(width),
    language: opts.language ?? DEFAULT_LOCALE,
    currency: opts.currency ?? null,
    setIsDesktop: (isDesktop) => set({ isDesktop }),
    setLanguage: (language) => set({ language }),
    setCurrency: (currency) => set({ currency }),
  }));
}
