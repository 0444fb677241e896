// Another tab's time-out or self-exclusion reaches this tab as one `storage` event
// (responsible-gaming-notice.ts). The dialog that takes it is a deferred part: a tab still loading
// it would miss the event and, once the api refuses its calls, log out without saying why. So the
// first render keeps what arrives, with whether this tab had a member then, until the dialog
// takes over. Kept small: it is part of the first render.

/** Local-storage key that carries an exclusion notice to the other tabs (written and removed at once). */
export const EXCLUSION_NOTICE_KEY = 'rgExclusionNotice';

export interface KeptNotice {
  /** The value another tab wrote, unread. */
  value: string;
  /** Whether this tab had a member when it arrived. */
  loggedIn: boolean;
}

let kept: KeptNotice[] = [];
let stopKeeping: (() => void) | null = null;

/** Keeps every shared notice from now until takeKeptNotices(). */
export function keepSharedNotices(isLoggedIn: () => boolean, win: Window = window): void {
  if (stopKeeping) return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === EXCLUSION_NOTICE_KEY && event.newValue) kept.push({ value: event.newValue, loggedIn: isLoggedIn() });
  };
  win.addEventListener('storage', onStorage);
  stopKeeping = () => win.removeEventListener('storage', onStorage);
}

/** What was kept so far; keeping stops, the caller listens itself from now on. */
export function takeKeptNotices(): KeptNotice[] {
  stopKeeping?.();
  stopKeeping = null;
  const taken = kept;
  kept = [];
  return taken;
}
