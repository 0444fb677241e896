import { useStore } from 'zustand';
import { ConfirmDialog } from './confirm-dialog.js';
import { dialogStore } from './dialog-store.js';
import { PromptDialog } from './prompt-dialog.js';

/**
 * Renders the dialogs of `dialog.confirm()` / `dialog.prompt()`; mount it once, in the shell.
 * Several open at once stack, the latest on top.
 */
export function DialogHost() {
  const requests = useStore(dialogStore, (s) => s.requests);
  return (
    <>
      {requests.map((request) =>
        request.kind === 'confirm' ? (
          <ConfirmDialog key={request.id} options={request.options} onDone={request.settle} />
        ) : (
          <PromptDialog key={request.id} options={request.options} onDone={request.settle} />
        ),
      )}
    </>
  );
}
