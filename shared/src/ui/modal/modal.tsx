import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { hasOpenModal, isTopModal, nextZIndex, pushModal, watchModals } from '../layers.js';
import { useUiText } from '../text.js';
import { tabbables } from './focusable.js';
import { lockBodyScroll } from './scroll-lock.js';
import { trapTab } from './trap-tab.js';
import '../controls.css';
import '../overlays.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, and (with closeOnBackdrop) a click on the backdrop. */
  onClose: () => void;
  /** Visible heading; it is also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Receives focus on open; default: the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; default: the translated 'close'. */
  closeLabel?: string;
  /** Extra class on the dialog panel (`.cr-modal`). */
  className?: string;
  /** id for the title element, for content that refers to it (e.g. an input's aria-labelledby). */
  titleId?: string;
  /** id(s) of the element(s) that describe the dialog (aria-describedby). */
  describedBy?: string;
  /** Close when the backdrop is clicked. Off by default: a stray tap should not discard input. */
  closeOnBackdrop?: boolean;
  /**
   * false: a modal the user must finish (a forced password change): no close button; Escape and
   * the backdrop do nothing. Default true.
   */
  dismissible?: boolean;
}

/** Whether any modal (or shared dialog) is open on the page; re-renders when that changes. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(watchModals, hasOpenModal, () => false);
}

/** The modal a nested modal is rendered inside, so it stacks above it even when both open at once. */
const ParentModal = createContext<string | null>(null);

/**
 * An accessible modal dialog rendered in a portal on <body>. While open: focus is inside and
 * Tab is trapped, Escape calls onClose, the page does not scroll. On close, focus goes back to
 * whatever was focused before it opened. Stacks: only the top modal reacts to keys.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  initialFocusRef,
  closeLabel,
  className,
  titleId,
  describedBy,
  closeOnBackdrop = false,
  dismissible = true,
}: ModalProps) {
  const text = useUiText();
  const id = useId();
  const ownTitleId = useId();
  const labelId = titleId ?? ownTitleId;
  const parentId = useContext(ParentModal);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Read during the first render, before anything inside can take focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [zIndex] = useState(nextZIndex);
  const close = useEffectEvent(onClose);

  useEffect(() => pushModal(id, parentId), [id, parentId]);
  useEffect(() => lockBodyScroll(), []);

  // Initial focus is decided once, on open. The dialog is drawn in the viewport, so the page need
  // not scroll to it; a focus that may scroll forces a layout inside this effect.
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    const body = bodyRef.current;
    if (!panel || !body) return;
    (initialFocusRef?.current ?? tabbables(body)[0] ?? tabbables(panel)[0] ?? panel).focus({ preventScroll: true });
  });
  useEffect(() => {
    focusInitial();
    return () => {
      // If the opener sits behind a modal that is still open, that modal's focusin guard
      // pulls focus into it instead.
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || event.defaultPrevented || event.isComposing || !isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (dismissible) close();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    // Focus that escapes the top modal (screen-reader cursor, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel || !isTopModal(id) || !(event.target instanceof Node)) return;
      if (!panel.contains(event.target)) (tabbables(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [id, dismissible]);

  return createPortal(
    <ParentModal.Provider value={id}>
      <div className="cr-modal-root" style={{ zIndex }}>
        <div
          className="cr-modal-backdrop"
          aria-hidden="true"
          onClick={closeOnBackdrop && dismissible ? onClose : undefined}
        />
        <div
          ref={panelRef}
          className={className ? `cr-modal ${className}` : 'cr-modal'}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          tabIndex={-1}
        >
          <div className="cr-modal__header">
            <h2 id={labelId} className="cr-modal__title">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                className="cr-icon-button cr-modal__close"
                aria-label={closeLabel ?? text.close}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div ref={bodyRef} className="cr-modal__body">
            {children}
          </div>
        </div>
      </div>
    </ParentModal.Provider>,
    document.body,
  );
}
