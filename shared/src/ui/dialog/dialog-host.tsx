import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { dialogStore } from './dialog-store.js';

// The dialogs (and the modal under them) load with the first one opened: the host sits in the
// shell's first render, a dialog rarely does.
const ConfirmDialog = lazy(() => import('./confirm-dialog.js').then((m) => ({ default: m.ConfirmDialog })));
const PromptDialog = lazy(() => import('./prompt-dialog.js').then((m) => ({ default: m.PromptDialog })));

/**
 * Renders the dialogs of `dialog.confirm()` / `dialog.prompt()`; mount it once, in the shell.
 * Several open at once stack, the latest on top.
 */
export function DialogHost() {
  const requests = useStore(dialogStore, (s) => s.requests);
  if (requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {requests.map((request) =>
        request.kind === 'confirm' ? (
          <ConfirmDialog key={request.id} options={request.options} onDone={request.settle} />
        ) : (
          <PromptDialog key={request.id} options={request.options} onDone={request.settle} />
        ),
      )}
    </Suspense>
  );
}
