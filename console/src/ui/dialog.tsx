// A modal dialog: the rest of the page is inert while it is open, focus starts on its first field
// (or button), Tab stays inside, Escape closes it (not while its call runs), and on closing focus
// goes back to what opened it, or to `returnFocus` when that is gone (a decided order's row).
// Not the native <dialog>: jsdom, where the tests run, has no showModal.
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  onClose: () => void;
  /** While true, Escape does not close it (the call it makes is running). */
  busy?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Dialog({ title, onClose, busy = false, returnFocus, children }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const state = useRef({ busy, onClose, returnFocus });
  useLayoutEffect(() => {
    state.current = { busy, onClose, returnFocus };
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = box.current?.parentElement ?? null;
    const madeInert = [...document.body.children].filter(
      (element) => element !== host && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      const back = opener?.isConnected ? opener : state.current.returnFocus?.current;
      back?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !state.current.busy) {
      event.stopPropagation();
      state.current.onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !(element as HTMLButtonElement).disabled,
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
