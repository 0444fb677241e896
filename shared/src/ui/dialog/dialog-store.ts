// Open confirm/prompt requests, as data for <DialogHost />. Each holds the settle function
// of its promise; settling removes it, so a dialog answers once.
import { createStore } from 'zustand/vanilla';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}

export interface PromptOptions {
  title?: string;
  message: string;
  defaultValue?: string;
  /** The value must match (checked on confirm, then on every input after a failure). */
  pattern?: RegExp;
  /** true passes; false fails with errorMessage; a string fails with that string as the message. */
  validator?: (value: string) => boolean | string;
  /** Message for a failed check; default the translated 'Illegal input'. */
  errorMessage?: string;
  /** Caps the input's length and shows an "n/max" counter. */
  maxLength?: number;
  placeholder?: string;
  confirmText?: string;
  cancelText?: string;
}

export type DialogRequest =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; settle: (confirmed: boolean) => void }
  | { id: number; kind: 'prompt'; options: PromptOptions; settle: (value: string | null) => void };

export interface DialogState {
  requests: DialogRequest[];
}

/** The one dialog store of the page (@croupier/shared is a Module Federation singleton). */
export const dialogStore = createStore<DialogState>()(() => ({ requests: [] }));

let lastId = 0;

/** Adds a request and returns the promise its dialog settles. */
export function openDialog<V>(build: (id: number, settle: (value: V) => void) => DialogRequest): Promise<V> {
  return new Promise<V>((resolve) => {
    lastId += 1;
    const id = lastId;
    let settled = false;
    const settle = (value: V) => {
      if (settled) return;
      settled = true;
      dialogStore.setState((s) => ({ requests: s.requests.filter((r) => r.id !== id) }));
      resolve(value);
    };
    dialogStore.setState((s) => ({ requests: [...s.requests, build(id, settle)] }));
  });
}
