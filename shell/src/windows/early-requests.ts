// Deposit and customer service are asked on the bus; the window plumbing that answers them
// (window-events.tsx) is a deferred part. A click in the moment before it arrives would be lost,
// so from the first render the requests are kept until it takes them and answers each in turn
// (a browser still lets a popup open for some seconds after the click).
import { BusEvent, type Bus, type BusPayloads } from '@croupier/shared';

export type EarlyRequest =
  | { kind: typeof BusEvent.depositRequested }
  | { kind: typeof BusEvent.customerServiceRequested; payload: BusPayloads[typeof BusEvent.customerServiceRequested] };

let kept: EarlyRequest[] = [];
let stopKeeping: (() => void) | null = null;

/** Keeps every Deposit and customer-service request from now until takeEarlyRequests(). */
export function keepEarlyRequests(bus: Bus): void {
  if (stopKeeping) return;
  const offs = [
    bus.on(BusEvent.depositRequested, () => void kept.push({ kind: BusEvent.depositRequested })),
    bus.on(BusEvent.customerServiceRequested, (payload) => void kept.push({ kind: BusEvent.customerServiceRequested, payload })),
  ];
  stopKeeping = () => offs.forEach((off) => off());
}

/** The requests kept so far, in order; keeping stops, the caller listens itself from now on. */
export function takeEarlyRequests(): EarlyRequest[] {
  stopKeeping?.();
  stopKeeping = null;
  const taken = kept;
  kept = [];
  return taken;
}
