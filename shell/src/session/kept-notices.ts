// A time-out or self-exclusion reaches a tab on the bus (its socket's event, or its own call's 401
// saying so) and, from another tab, as one `storage` event (responsible-gaming-notice.ts). The
// dialog that takes them is a deferred part: a tab still loading it would miss them. And a tab
// whose own calls the api refused first is logged out by then, yet its member is the one who
// stopped. So from the first render on this keeps the notices that arrive until the dialog takes
// over (another tab's as the string it wrote), and notes whether the tab has had a member at all:
// a tab that was a guest throughout takes no other tab's notice. Kept small: it is part of the
// first render.
import { BusEvent, type Bus, type ResponsibleGamingNotice } from '@croupier/shared';
import { keptUntilTaken } from '../version/kept-until-taken.js';

/** Local-storage key that carries an exclusion notice to the other tabs (written and removed at once). */
export const EXCLUSION_NOTICE_KEY = 'rgExclusionNotice';

interface SessionStore {
  getState(): { isLoggedIn: boolean };
  subscribe(listener: (state: { isLoggedIn: boolean }) => void): () => void;
}

const watched = new WeakSet<SessionStore>();
const hadMember = new WeakSet<SessionStore>();
const notices = keptUntilTaken<string | ResponsibleGamingNotice>();

/** Whether `session` has had a member logged in since keepNotices() first saw it. */
export const tabHadMember = (session: SessionStore): boolean => hadMember.has(session);

/** Keeps every notice from now until takeKeptNotices(); notes, for good, whether the tab has a member. */
export function keepNotices(session: SessionStore, bus: Bus, win: Window = window): void {
  if (!watched.has(session)) {
    watched.add(session);
    const note = ({ isLoggedIn }: { isLoggedIn: boolean }) => void (isLoggedIn && hadMember.add(session));
    note(session.getState());
    session.subscribe(note);
  }
  notices.keep((keep) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === EXCLUSION_NOTICE_KEY && event.newValue) keep(event.newValue);
    };
    win.addEventListener('storage', onStorage);
    const off = bus.on(BusEvent.responsibleGamingNotice, keep);
    return () => {
      win.removeEventListener('storage', onStorage);
      off();
    };
  });
}

/** What was kept so far (a string: another tab's); keeping stops, the caller listens itself from now on. */
export const takeKeptNotices = notices.take;
