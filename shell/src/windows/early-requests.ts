// Deposit and customer service are asked on the bus; the window plumbing that answers them
// (window-events.tsx) is a deferred part. A click in the moment before it arrives would be lost,
// so from the first render the requests are kept until it takes them and answers each in turn
// (a browser still lets a popup open for some seconds after the click).
import { BusEvent, type Bus, type BusPayloads } from '@croupier/shared';
import { keptUntilTaken } from '../version/kept-until-taken.js';

export type EarlyRequest =
  | { kind: typeof BusEvent.depositRequested }
  | { kind: typeof BusEvent.customerServiceRequested; payload: BusPayloads[typeof BusEvent.customerServiceRequested] };

const requests = keptUntilTaken<EarlyRequest>();

/** Keeps every Deposit and customer-service request from now until takeEarlyRequests(). */
export function keepEarlyRequests(bus: Bus): void {
  requests.keep((keep) => {
    const offs = [
      bus.on(BusEvent.depositRequested, () => keep({ kind: BusEvent.depositRequested })),
      bus.on(BusEvent.customerServiceRequested, (payload) => keep({ kind: BusEvent.customerServiceRequested, payload })),
    ];
    return () => offs.forEach((off) => off());
  });
}

/** The requests kept so far, in order; keeping stops, the caller listens itself from now on. */
export const takeEarlyRequests = requests.take;
