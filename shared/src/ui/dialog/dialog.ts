import { dialogStore, openDialog, type ConfirmOptions, type PromptOptions } from './dialog-store.js';

/**
 * Promise-based dialogs for any remote, shown by the page's <DialogHost />.
 * confirm resolves true on confirm, false on cancel, the close button or Escape;
 * prompt resolves the checked value, or null when dismissed.
 */
export const dialog = {
  confirm: (options: ConfirmOptions): Promise<boolean> =>
    openDialog<boolean>((id, settle) => ({ id, kind: 'confirm', options, settle })),
  prompt: (options: PromptOptions): Promise<string | null> =>
    openDialog<string | null>((id, settle) => ({ id, kind: 'prompt', options, settle })),
  /** Dismisses every open dialog (e.g. on logout): confirms resolve false, prompts null. */
  dismissAll: (): void => {
    for (const request of dialogStore.getState().requests) {
      if (request.kind === 'confirm') request.settle(false);
      else request.settle(null);
    }
  },
};
