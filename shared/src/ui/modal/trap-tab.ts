import { tabbables } from './focusable.js';

/** Keeps Tab / Shift+Tab cycling inside `panel`; anything not at an edge is left to the browser. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = tabbables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active !== panel && active !== null && panel.contains(active);
  const target = event.shiftKey
    ? !inside || active === first
      ? last
      : null
    : !inside || active === last
      ? first
      : null;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
