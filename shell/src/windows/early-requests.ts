// Deposit and customer service are asked on the bus; the window plumbing that answers them
// (window-events.tsx) is a deferred part, loaded on the first of these requests (session-events.tsx),
// not with the page: most pages never ask. So from the first render the requests are kept until it
// takes them and answers each in turn (a browser still lets a popup open for some seconds after the
// click). So are the window-msg of other windows: another tab's (one `storage` event: an authLogin
// that every tab adopts) and a popup's (a `message` from this origin: a login popup, a game's /close).
import { BusEvent, WINDOW_MSG_KEY, type Bus, type BusPayloads } from '@croupier/shared';
import { useSyncExternalStore } from 'react';
import { keptUntilTaken } from '../version/kept-until-taken.js';

export type EarlyRequest =
  | { kind: typeof BusEvent.depositRequested }
  | { kind: typeof BusEvent.customerServiceRequested; payload: BusPayloads[typeof BusEvent.customerServiceRequested] }
  | { kind: typeof WINDOW_MSG_KEY; value: string }
  | { kind: 'message'; data: unknown; origin: string; source: MessageEventSource | null };

const requests = keptUntilTaken<EarlyRequest>();

let asked = false;
const watchers = new Set<() => void>();
let keptFor: Bus | null = null;

/** Keeps every Deposit and customer-service request, and the other windows' window-msg, from now until takeEarlyRequests(). */
export function keepEarlyRequests(bus: Bus, win: Window = window): void {
  // Another bus is another page (a test's): what was kept for the last one, never taken, goes.
  if (keptFor !== bus) requests.take();
  keptFor = bus;
  requests.keep((push) => {
    asked = false;
    const keep = (request: EarlyRequest) => {
      push(request);
      if (asked) return;
      asked = true;
      watchers.forEach((watch) => watch());
    };
    const onStorage = ({ key, newValue }: StorageEvent) =>
      void (key === WINDOW_MSG_KEY && newValue && keep({ kind: WINDOW_MSG_KEY, value: newValue }));
    // What onWindowMsg reads (shared's window-msg.ts): this origin's, with the envelope's key.
    const onMessage = ({ data, origin, source }: MessageEvent) => {
      if (origin === win.location.origin && typeof data === 'object' && data !== null && WINDOW_MSG_KEY in data)
        keep({ kind: 'message', data, origin, source });
    };
    win.addEventListener('storage', onStorage);
    win.addEventListener('message', onMessage);
    const offs = [
      bus.on(BusEvent.depositRequested, () => keep({ kind: BusEvent.depositRequested })),
      bus.on(BusEvent.customerServiceRequested, (payload) =>
        keep({ kind: BusEvent.customerServiceRequested, payload }),
      ),
      () => win.removeEventListener('storage', onStorage),
      () => win.removeEventListener('message', onMessage),
    ];
    return () => offs.forEach((off) => off());
  });
}

/** The requests kept so far, in order; keeping stops, the caller listens itself from now on. */
export const takeEarlyRequests = requests.take;

/** Tests of the plumbing itself: as though something had been asked, so that it loads now. */
export function askWindowPlumbing(): void {
  asked = true;
  watchers.forEach((watch) => watch());
}

/** Whether anything was asked of the window plumbing since keeping started (React re-renders when it is). */
export const useEarlyRequestAsked = (): boolean =>
  useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => asked,
  );
