import { BusEvent, createBus } from '@croupier/shared';
import { keepEarlyRequests, takeEarlyRequests } from './early-requests.js';

afterEach(() => takeEarlyRequests());

it('keeps Deposit and customer-service requests in order until taken; then the taker listens itself', () => {
  const bus = createBus();
  keepEarlyRequests(bus);
  keepEarlyRequests(bus); // listens once
  bus.emit(BusEvent.depositRequested, {});
  bus.emit(BusEvent.customerServiceRequested, { openType: 'iframe' });

  expect(takeEarlyRequests()).toEqual([
    { kind: BusEvent.depositRequested },
    { kind: BusEvent.customerServiceRequested, payload: { openType: 'iframe' } },
  ]);
  bus.emit(BusEvent.depositRequested, {});
  expect(takeEarlyRequests()).toEqual([]);
});
