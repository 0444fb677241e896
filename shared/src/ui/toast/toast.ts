import { toastStore, type ToastOptions } from './toast-store.js';

/** Imperative toasts for any remote; they appear in the page's <ToastHost />. */
export const toast = {
  show: (message: string, options?: ToastOptions): number => toastStore.getState().show(message, options),
  close: (id: number): void => toastStore.getState().close(id),
  clear: (): void => toastStore.getState().clear(),
};
