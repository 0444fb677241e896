// mf-auth's login modal is loaded only when a visitor is about to need it (the Log in or
// Register button hovered, focused or touched, a guard or a remote asking for it), not with the
// home page. It hears openLogin only once its parcel is mounted, so a request made earlier (the
// first click, a guard on the first page load, a remote's "log in to play") is held and sent
// when the shell announces BusEvent.loginModalReady (emitted when the parcel's mount resolves).
import { BusEvent, type Bus, type BusPayloads } from '@croupier/shared';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../services/services-context.js';

type OpenLogin = BusPayloads[typeof BusEvent.openLogin];

interface Gate {
  /** The parcel should be mounted (its code loaded). */
  wanted: boolean;
  /** The parcel is mounted and hears openLogin. */
  ready: boolean;
  /** Requests made before it was ready, not yet sent: the buttons show a busy state. */
  waiting: number;
  listeners: Set<() => void>;
}

const gates = new WeakMap<Bus, Gate>();

function gateOf(bus: Bus): Gate {
  let gate = gates.get(bus);
  if (!gate) gates.set(bus, (gate = { wanted: false, ready: false, waiting: 0, listeners: new Set() }));
  return gate;
}

function update(bus: Bus, change: (gate: Gate) => void): void {
  const gate = gateOf(bus);
  change(gate);
  for (const listener of [...gate.listeners]) listener();
}

/** Start loading the modal's code (idempotent): on hover, focus or touch of a button that opens it. */
export function wantLoginModal(bus: Bus): void {
  if (!gateOf(bus).wanted) update(bus, (gate) => (gate.wanted = true));
}

/** The shell calls this when the login-modal parcel has mounted. */
export function announceLoginModalReady(bus: Bus): void {
  update(bus, (gate) => {
    gate.ready = true;
    gate.waiting = 0;
  });
  bus.emit(BusEvent.loginModalReady, {});
}

/** And this when it unmounts (mf-auth disabled, or a failed remote). */
export function announceLoginModalGone(bus: Bus): void {
  update(bus, (gate) => (gate.ready = false));
}

/** Emits openLogin now if the modal listens, else loads it and emits as soon as it listens. Returns a cancel. */
export function openLoginWhenReady(bus: Bus, payload: OpenLogin): () => void {
  if (gateOf(bus).ready) {
    bus.emit(BusEvent.openLogin, payload);
    return () => undefined;
  }
  update(bus, (gate) => {
    gate.wanted = true;
    gate.waiting += 1;
  });
  const off = bus.once(BusEvent.loginModalReady, () => bus.emit(BusEvent.openLogin, payload));
  return () => {
    off();
    if (gateOf(bus).waiting > 0) update(bus, (gate) => (gate.waiting -= 1));
  };
}

/**
 * A remote asks with a plain bus.emit(openLogin) (mf-games' "log in to play", mf-promotions'
 * "log in to claim"): while the modal is not mounted nobody hears it, so the shell holds the
 * latest such request, loads the modal and sends it again once the modal listens.
 * Returns the function that stops listening.
 */
export function holdEarlyOpenLogin(bus: Bus): () => void {
  let held: OpenLogin | undefined;
  const offOpen = bus.on(BusEvent.openLogin, (payload) => {
    if (gateOf(bus).ready) return;
    held = payload;
    update(bus, (gate) => {
      gate.wanted = true;
      gate.waiting = Math.max(gate.waiting, 1);
    });
  });
  const offReady = bus.on(BusEvent.loginModalReady, () => {
    const payload = held;
    held = undefined;
    if (payload) bus.emit(BusEvent.openLogin, payload);
  });
  return () => {
    offOpen();
    offReady();
  };
}

function useGate<T>(select: (gate: Gate) => T): T {
  const { bus } = useServices();
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = gateOf(bus);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [bus],
  );
  return useSyncExternalStore(subscribe, () => select(gateOf(bus)));
}

/** Whether the layout mounts the login-modal parcel yet; also holds remotes' early requests. */
export function useLoginModalWanted(): boolean {
  const { bus } = useServices();
  useEffect(() => holdEarlyOpenLogin(bus), [bus]);
  return useGate((gate) => gate.wanted);
}

/** True while a request to open the modal waits for its code (the buttons' aria-busy). */
export function useLoginModalBusy(): boolean {
  return useGate((gate) => gate.waiting > 0 && !gate.ready);
}

/** For the layout's login-modal slot: <RemoteParcel … onMounted={useLoginModalAnnouncer()} />. */
export function useLoginModalAnnouncer(): () => void {
  const { bus } = useServices();
  return useCallback(() => announceLoginModalReady(bus), [bus]);
}
