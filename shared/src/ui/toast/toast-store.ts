// The page's toasts, as data. Timers live in <ToastHost />, so a toast waits while it is
// hovered or focused; a toast's `shownAt` changes on every repeat, which restarts its timer.
import { createStore } from 'zustand/vanilla';
import { nextZIndex } from '../layers.js';

/** Spec 02 §9: a toast stays 3 s. */
const TOAST_DURATION_MS = 3_000;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  type?: ToastType;
  /** Milliseconds before it closes by itself; default TOAST_DURATION_MS; 0 or less keeps it open. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
  /** How many times this message was shown while visible (1 = once). */
  count: number;
  /** Order of the last show or repeat; the highest is the newest toast. */
  shownAt: number;
}

export interface ToastState {
  toasts: ToastItem[];
  /** z-index of the toast layer: above every overlay opened before the last toast. */
  zIndex: number;
  /** Shows a toast, or counts a repeat of a visible one with the same text and type. Returns its id. */
  show(message: string, options?: ToastOptions): number;
  close(id: number): void;
  /** Closes the toast shown or repeated most recently (what Escape does). */
  closeNewest(): void;
  clear(): void;
}

let sequence = 0;

export function createToastStore() {
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    zIndex: 0,
    show(message, { type = 'info', duration = TOAST_DURATION_MS } = {}) {
      sequence += 1;
      const shownAt = sequence;
      const zIndex = nextZIndex();
      const same = get().toasts.find((t) => t.message === message && t.type === type);
      if (same) {
        set(({ toasts }) => ({
          zIndex,
          toasts: toasts.map((t) => (t === same ? { ...t, count: t.count + 1, duration, shownAt } : t)),
        }));
        return same.id;
      }
      set(({ toasts }) => ({
        zIndex,
        toasts: [...toasts, { id: shownAt, message, type, duration, count: 1, shownAt }],
      }));
      return shownAt;
    },
    close(id) {
      set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) }));
    },
    closeNewest() {
      const newest = get().toasts.reduce<ToastItem | undefined>(
        (latest, t) => (!latest || t.shownAt > latest.shownAt ? t : latest),
        undefined,
      );
      if (newest) get().close(newest.id);
    },
    clear() {
      set({ toasts: [] });
    },
  }));
}

/** The one toast store of the page (@croupier/shared is a Module Federation singleton). */
export const toastStore = createToastStore();
