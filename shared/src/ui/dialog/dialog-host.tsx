import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { ConfirmDialogProps } from './confirm-dialog.js';
import { dialogStore } from './dialog-store.js';
import type { PromptDialogProps } from './prompt-dialog.js';

/**
 * A dialog whose code could not load (the network dropped, a deploy removed the chunk) answers as
 * cancelled: the caller's promise settles and the page goes on, rather than a question hanging
 * unseen or the error reaching the page's boundary.
 */
function cancelled<A>(answer: A, error: unknown) {
  console.error('[dialog] the dialog could not load', error);
  function Cancelled({ onDone }: { onDone: (answer: A) => void }) {
    useEffect(() => onDone(answer), [onDone]);
    return null;
  }
  return { default: Cancelled };
}

// The dialogs (and the modal under them) load with the first one opened: the host sits in the
// shell's first render, a dialog rarely does.
const ConfirmDialog = lazy<ComponentType<ConfirmDialogProps>>(() =>
  import('./confirm-dialog.js').then(
    (m) => ({ default: m.ConfirmDialog }),
    (error: unknown) => cancelled<boolean>(false, error),
  ),
);
const PromptDialog = lazy<ComponentType<PromptDialogProps>>(() =>
  import('./prompt-dialog.js').then(
    (m) => ({ default: m.PromptDialog }),
    (error: unknown) => cancelled<string | null>(null, error),
  ),
);

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
