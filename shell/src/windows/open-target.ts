// Opens a path that may be a popup target (after a login, for a deposit): as its window plan
// says, falling back to the same page when the browser blocks the popup. Call it inside the
// click (or directly after the login answer) so the popup is allowed.
import { openPopup } from '@croupier/shared';
import { planWindow, popupTargetOf, type WindowContext } from './open-rules.js';

export interface OpenTargetDeps extends WindowContext {
  navigate(to: string): void;
}

/** 'popup' | 'window' when a window opened, 'page' when the page navigated. */
export function openTarget(path: string, deps: OpenTargetDeps): 'popup' | 'window' | 'page' {
  const target = popupTargetOf(path);
  const plan = target ? planWindow(target, deps) : ({ mode: 'page' } as const);
  if (plan.mode !== 'page') {
    const opened = openPopup(path, plan.name, plan.mode === 'popup' ? plan.size : undefined);
    if (opened) return plan.mode;
  }
  deps.navigate(path);
  return 'page';
}
