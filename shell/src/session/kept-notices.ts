// Another tab's time-out or self-exclusion reaches this tab as one `storage` event
// (responsible-gaming-notice.ts). The dialog that takes it is a deferred part: a tab still loading
// it would miss the event. And a tab whose own calls the api refused first (a 401: the api ended
// every session) is logged out by then, yet its member is the one who stopped. So from the first
// render on this keeps the notices that arrive until the dialog takes over, and notes whether the
// tab has had a member at all: a tab that was a guest throughout takes no notice. Kept small: it
// is part of the first render.

import { keptUntilTaken } from '../version/kept-until-taken.js';

/** Local-storage key that carries an exclusion notice to the other tabs (written and removed at once). */
export const EXCLUSION_NOTICE_KEY = 'rgExclusionNotice';

interface SessionStore {
  getState(): { isLoggedIn: boolean };
  subscribe(listener: (state: { isLoggedIn: boolean }) => void): () => void;
}

const watched = new WeakSet<SessionStore>();
const hadMember = new WeakSet<SessionStore>();
const notices = keptUntilTaken<string>();

/** Whether `session` has had a member logged in since keepSharedNotices() first saw it. */
export const tabHadMember = (session: SessionStore): boolean => hadMember.has(session);

/** Keeps every shared notice's value from now until takeKeptNotices(); notes, for good, whether the tab has a member. */
export function keepSharedNotices(session: SessionStore, win: Window = window): void {
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
    return () => win.removeEventListener('storage', onStorage);
  });
}

/** The values kept so far; keeping stops, the caller listens itself from now on. */
export const takeKeptNotices = notices.take;
