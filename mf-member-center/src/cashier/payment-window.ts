// Where the payment page opens (spec 02 §2 fastPayment): on desktop a 1500x800 popup named
// fastPayment, opened as a waiting window inside the click (a window opened after the call
// would be blocked) and pointed at payment_url when the order arrives; elsewhere (a phone, the
// native app's one web view is handled by the shared opener) the same page goes there. A
// blocked popup falls back to the same page.
import { openWaitingWindow, type WaitingWindow } from '@croupier/shared';

/** The same-page move, in one object so a test can watch it (jsdom cannot navigate). */
export const samePage = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export interface PaymentTarget {
  /** Sends the member to the payment page. */
  go(url: string): void;
  /** The order was not made: the waiting window goes. */
  cancel(): void;
}

/** Call synchronously in the click handler. */
export function openPaymentTarget(isDesktop: boolean): PaymentTarget {
  const waiting: WaitingWindow | null = isDesktop
    ? openWaitingWindow('fpWindow', window, { name: 'fastPayment' })
    : null;
  return {
    go: (url) => (waiting ? waiting.navigate(url) : samePage.assign(url)),
    cancel: () => waiting?.close(),
  };
}
