import { useEffect, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { hasOpenModal } from '../layers.js';
import { useUiText } from '../text.js';
import { Toast } from './toast-view.js';
import { toastStore } from './toast-store.js';
import '../controls.css';
import '../overlays.css';

/** Spec 02 §9: toasts sit 16 px from the edge. */
const TOAST_OFFSET_PX = 16;

/**
 * Renders the toasts of `toast.show()`; mount it once, in the shell. Escape closes the newest
 * toast, unless a modal is open: then Escape belongs to the modal (focus is in it), and a toast
 * is closed with its own button or Escape while focus is on it.
 */
export function ToastHost() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const zIndex = useStore(toastStore, (s) => s.zIndex);
  const text = useUiText();
  const anyToast = toasts.length > 0;

  useEffect(() => {
    if (!anyToast) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || hasOpenModal()) return;
      event.preventDefault();
      toastStore.getState().closeNewest();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anyToast]);

  const style = { '--cr-offset': `${TOAST_OFFSET_PX}px`, zIndex } as CSSProperties;
  return createPortal(
    <div className="cr-toasts" style={style}>
      {toasts.map((item) => (
        <Toast key={item.id} item={item} closeLabel={text.close} onClose={() => toastStore.getState().close(item.id)} />
      ))}
    </div>,
    document.body,
  );
}
