// The one way into localStorage and sessionStorage (ESLint refuses them anywhere else). A browser
// that blocks site data throws a SecurityError on the first read of window.localStorage or
// window.sessionStorage (some refuse only setItem); the page then keeps what it stores in memory
// for its life instead of ending on a blank page. One stand-in per window and kind, so every
// part of the page (the shell, each remote) sees the same values.
import { createMemoryStorage } from './memory-storage.js';

export type StorageKind = 'local' | 'session';

const PROBE_KEY = '__croupier_storage_probe__';
const resolved = new WeakMap<object, Partial<Record<StorageKind, Storage>>>();

function usable(win: Window, kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'local' ? win.localStorage : win.sessionStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The window's local or session storage, or an in-memory stand-in when the browser refuses it.
 * Without a window (node) it is memory too.
 */
export function browserStorage(
  kind: StorageKind,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): Storage {
  if (!win) return createMemoryStorage();
  let byKind = resolved.get(win);
  if (!byKind) resolved.set(win, (byKind = {}));
  return (byKind[kind] ??= usable(win, kind) ?? createMemoryStorage());
}
