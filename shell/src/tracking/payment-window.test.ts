import { openPopup, closeAllPopups } from '@croupier/shared';
import { isPaymentWindowOpen } from './payment-window.js';

function fakeOpener() {
  const windows: { closed: boolean; focus(): void; close(): void }[] = [];
  const win = {
    screen: null,
    open: () => {
      const w = { closed: false, focus: () => undefined, close: () => void (w.closed = true) };
      windows.push(w);
      return w;
    },
  } as unknown as Window;
  return { win, windows };
}

afterEach(() => closeAllPopups());

it('is open while the fast-payment, deposit or user window this page opened is open', () => {
  const { win, windows } = fakeOpener();
  expect(isPaymentWindowOpen()).toBe(false);
  openPopup('/proxy', 'proxy', { width: 1500, height: 800 }, win);
  expect(isPaymentWindowOpen()).toBe(false);

  openPopup('/fastPayment', 'fastPayment', { width: 1500, height: 800 }, win);
  expect(isPaymentWindowOpen()).toBe(true);
  windows[1]!.closed = true; // the member closed it
  expect(isPaymentWindowOpen()).toBe(false);

  openPopup('/user/Deposit', 'user', undefined, win);
  expect(isPaymentWindowOpen()).toBe(true);
});
