// Whether the pop-up promotion bulletin shows (spec 02 §4), as one pure function of what the page
// knows, so every rule is tested by a table. Times are 'YYYY-MM-DD HH:mm:ss' in the site's zone on
// both sides (the close time we store, the api's updated_at), so they compare as strings.

export interface BulletinShowInput {
  /** "Don't show again this session" was chosen (BULLETIN_CANCELLED_KEY). */
  cancelled: boolean;
  /** The URL carries the `modal` query (MODAL_QUERY). */
  modalQuery: boolean;
  loggedIn: boolean;
  /** The member centre's deposit page (/Deposit, /user/Deposit, or BusEvent.depositPageShown). */
  onDepositPage: boolean;
  /** updated_at of the items for this device (none: no content). */
  updatedAts: readonly string[];
  /** When it was last closed this session (BULLETIN_CLOSE_TIME_KEY), or null. */
  closeTime: string | null;
  /** Another modal or dialog is open on the page. */
  otherModalOpen: boolean;
}

export function shouldShowBulletin(input: BulletinShowInput): boolean {
  const { cancelled, modalQuery, loggedIn, onDepositPage, updatedAts, closeTime, otherModalOpen } = input;
  if (cancelled || modalQuery) return false;
  const hasContent = updatedAts.length > 0;
  if (!hasContent) return false;
  // A member on the deposit page: whenever content exists.
  if (loggedIn && onDepositPage) return true;
  // A member elsewhere: only if not closed earlier this session.
  if (loggedIn) return closeTime === null;
  // A guest: not over another modal, and never closed or some item updated after the close.
  if (otherModalOpen) return false;
  return closeTime === null || updatedAts.some((updatedAt) => updatedAt > closeTime);
}
