// mf-auth's login modal hears openLogin only once its parcel is mounted. A guard or an entry
// that runs on the first page load is earlier than that, so it waits for the shell's
// BusEvent.loginModalReady (emitted when the parcel's mount resolves) before asking.
import { BusEvent, type Bus, type BusPayloads } from '@croupier/shared';
import { useCallback } from 'react';
import { useServices } from '../services/services-context.js';

const ready = new WeakSet<Bus>();

/** The shell calls this when the login-modal parcel has mounted. */
export function announceLoginModalReady(bus: Bus): void {
  ready.add(bus);
  bus.emit(BusEvent.loginModalReady, {});
}

/** And this when it unmounts (mf-auth disabled, or a failed remote). */
export function announceLoginModalGone(bus: Bus): void {
  ready.delete(bus);
}

export function isLoginModalReady(bus: Bus): boolean {
  return ready.has(bus);
}

/** Emits openLogin now if the modal listens, else as soon as it does. Returns a cancel. */
export function openLoginWhenReady(bus: Bus, payload: BusPayloads[typeof BusEvent.openLogin]): () => void {
  if (ready.has(bus)) {
    bus.emit(BusEvent.openLogin, payload);
    return () => undefined;
  }
  return bus.once(BusEvent.loginModalReady, () => bus.emit(BusEvent.openLogin, payload));
}

/** For the layout's login-modal slot: <RemoteParcel … onMounted={useLoginModalAnnouncer()} />. */
export function useLoginModalAnnouncer(): () => void {
  const { bus } = useServices();
  return useCallback(() => announceLoginModalReady(bus), [bus]);
}
