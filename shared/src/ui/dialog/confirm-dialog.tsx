import { useId, useRef } from 'react';
import { Modal } from '../modal/modal.js';
import { useUiText } from '../text.js';
import type { ConfirmOptions } from './dialog-store.js';

export interface ConfirmDialogProps {
  options: ConfirmOptions;
  onDone: (confirmed: boolean) => void;
}

/** Without a title the message is the heading, so the dialog is still named by it. */
export function ConfirmDialog({ options, onDone }: ConfirmDialogProps) {
  const { title, message, confirmText, cancelText } = options;
  const text = useUiText();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open
      onClose={() => onDone(false)}
      title={title ?? message}
      describedBy={title ? messageId : undefined}
      initialFocusRef={confirmRef}
      className="cr-dialog"
    >
      {title && (
        <p id={messageId} className="cr-dialog__message">
          {message}
        </p>
      )}
      <div className="cr-dialog__actions">
        <button type="button" className="cr-button" onClick={() => onDone(false)}>
          {cancelText ?? text.cancel}
        </button>
        <button ref={confirmRef} type="button" className="cr-button cr-button--primary" onClick={() => onDone(true)}>
          {confirmText ?? text.confirm}
        </button>
      </div>
    </Modal>
  );
}
