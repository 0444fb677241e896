// Where a popup target opens (spec 01 §2, 02 §2): fast payment and the agent area in a 1500x800
// popup on desktop, otherwise in the same page; the member centre in its own window (a new tab)
// on desktop, in the same page on mobile (this project's choice: the spec does not say what a
// phone does). Inside the native app everything stays in the app's one web view.
import { POPUP_WINDOW, type PopupName, type WindowSize } from '@croupier/shared';

export const POPUP_TARGETS = ['fastPayment', 'proxy', 'user'] as const;
export type PopupTarget = (typeof POPUP_TARGETS)[number];

export type WindowPlan =
  { mode: 'popup'; name: PopupName; size: WindowSize } | { mode: 'window'; name: PopupName } | { mode: 'page' };

export interface WindowContext {
  isDesktop: boolean;
  inApp: boolean;
}

export function planWindow(target: PopupTarget, { isDesktop, inApp }: WindowContext): WindowPlan {
  if (inApp || !isDesktop) return { mode: 'page' };
  return target === 'user' ? { mode: 'window', name: 'user' } : { mode: 'popup', name: target, size: POPUP_WINDOW };
}

/** The popup target a path belongs to ('/user/Deposit' -> 'user', '/proxy?page=Register' -> 'proxy'), else null. */
export function popupTargetOf(path: string): PopupTarget | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return (POPUP_TARGETS as readonly string[]).includes(first) ? (first as PopupTarget) : null;
}
