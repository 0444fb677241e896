import { useEffect, useEffectEvent, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { repeatBadge } from './repeat-badge.js';
import type { ToastItem } from './toast-store.js';

interface ToastProps {
  item: ToastItem;
  closeLabel: string;
  onClose: () => void;
}

/** One toast. Its timer waits while the pointer or focus is on it, so it can be read and closed. */
export function Toast({ item, closeLabel, onClose }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const { duration, shownAt } = item;
  const expire = useEffectEvent(onClose);

  // shownAt changes on a repeat, which restarts the full duration.
  useEffect(() => {
    if (held || duration <= 0) return;
    const timer = setTimeout(expire, duration);
    return () => clearTimeout(timer);
  }, [held, duration, shownAt]);

  // Errors and warnings interrupt (role=alert); info and success wait their turn (role=status).
  const urgent = item.type === 'error' || item.type === 'warning';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape with focus on this toast closes this one, even above an open modal.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className={`cr-toast cr-toast--${item.type}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className="cr-toast__content"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {item.message}
        {item.count > 1 && <span className="cr-toast__badge"> {repeatBadge(item.count)}</span>}
      </div>
      <button type="button" className="cr-icon-button cr-toast__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
