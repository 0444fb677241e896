import { useStore } from 'zustand';
import { ConfirmDialog } from './ConfirmDialog.js';
import { dialogStore } from './dialogStore.js';
import { PromptDialog } from './PromptDialog.js';

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
