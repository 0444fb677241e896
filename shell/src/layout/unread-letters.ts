// The member's unread-letter count, as mf-member-center's member-services parcel last told it
// (BusEvent.lettersUnreadCount). The shell listens from the start (ShellLayout, before the parcel
// mounts), so no count is missed; a logout sets it back to 0.
import { BusEvent, type Bus } from '@croupier/shared';
import { createStore } from 'zustand/vanilla';

export const unreadLettersStore = createStore<{ count: number }>()(() => ({ count: 0 }));

/** Keeps unreadLettersStore current; returns the function that stops. */
export function watchUnreadLetters(bus: Bus): () => void {
  const offCount = bus.on(BusEvent.lettersUnreadCount, ({ count }) =>
    unreadLettersStore.setState({ count: Math.max(0, count) }),
  );
  const offLogout = bus.on(BusEvent.loggedOut, () => unreadLettersStore.setState({ count: 0 }));
  return () => {
    offCount();
    offLogout();
  };
}
