// "While the user's payment window is closed" (spec 01 §7): a deposit made in a window this page
// opened (the fast-payment popup, the deposit waiting window, or the user window where the member
// centre's Deposit page lives) is reported by that window's own page, which hears the same event
// on its socket; the opener stays quiet, so one page reports each deposit.
import { popupState, type PopupName } from '@croupier/shared';

export const PAYMENT_WINDOWS: readonly PopupName[] = ['fastPayment', 'depositWindow', 'user'];

export function isPaymentWindowOpen(state: (name: PopupName) => string = popupState): boolean {
  return PAYMENT_WINDOWS.some((name) => state(name) === 'open');
}
