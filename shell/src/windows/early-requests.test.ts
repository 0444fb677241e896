import { BusEvent, createBus, WINDOW_MSG_KEY } from '@croupier/shared';
import { keepEarlyRequests, takeEarlyRequests } from './early-requests.js';

afterEach(() => takeEarlyRequests());

it('keeps Deposit and customer-service requests and other tabs’ window-msg in order until taken; then the taker listens itself', () => {
  const bus = createBus();
  keepEarlyRequests(bus);
  keepEarlyRequests(bus); // listens once
  bus.emit(BusEvent.depositRequested, {});
  bus.emit(BusEvent.customerServiceRequested, { openType: 'iframe' });
  // Another tab's window-msg: its write, not the removal right after, nor another key.
  const written = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  written(WINDOW_MSG_KEY, '{"id":"1"}');
  written(WINDOW_MSG_KEY, null);
  written('token', 'x');

  expect(takeEarlyRequests()).toEqual([
    { kind: BusEvent.depositRequested },
    { kind: BusEvent.customerServiceRequested, payload: { openType: 'iframe' } },
    { kind: WINDOW_MSG_KEY, value: '{"id":"1"}' },
  ]);
  bus.emit(BusEvent.depositRequested, {});
  written(WINDOW_MSG_KEY, '{"id":"2"}');
  expect(takeEarlyRequests()).toEqual([]);
});
