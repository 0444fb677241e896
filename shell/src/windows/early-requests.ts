// Deposit and customer service are asked on the bus; the window plumbing that answers them
// (window-events.tsx) is a deferred part. A click in the moment before it arrives would be lost,
// so from the first render the requests are kept until it takes them and answers each in turn
// (a browser still lets a popup open for some seconds after the click). So is another tab's
// window-msg (one `storage` event: an authLogin that every tab adopts).
import { BusEvent, WINDOW_MSG_KEY, type Bus, type BusPayloads } from '@croupier/shared';
import { keptUntilTaken } from '../version/kept-until-taken.js';

export type EarlyRequest =
  | { kind: typeof BusEvent.depositRequested }
  | { kind: typeof BusEvent.customerServiceRequested; payload: BusPayloads[typeof BusEvent.customerServiceRequested] }
  | { kind: typeof WINDOW_MSG_KEY; value: string };

const requests = keptUntilTaken<EarlyRequest>();

/** Keeps every Deposit and customer-service request, and the other tabs' window-msg writes, from now until takeEarlyRequests(). */
export function keepEarlyRequests(bus: Bus, win: Window = window): void {
  requests.keep((keep) => {
    const onStorage = ({ key, newValue }: StorageEvent) => void (key === WINDOW_MSG_KEY && newValue && keep({ kind: WINDOW_MSG_KEY, value: newValue }));
    win.addEventListener('storage', onStorage);
    const offs = [
      bus.on(BusEvent.depositRequested, () => keep({ kind: BusEvent.depositRequested })),
      bus.on(BusEvent.customerServiceRequested, (payload) => keep({ kind: BusEvent.customerServiceRequested, payload })),
      () => win.removeEventListener('storage', onStorage),
    ];
    return () => offs.forEach((off) => off());
  });
}

/** The requests kept so far, in order; keeping stops, the caller listens itself from now on. */
export const takeEarlyRequests = requests.take;
