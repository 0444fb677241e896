/** Spec 02 §9: the repeat badge counts to 99. */
const TOAST_BADGE_MAX = 99;

/** The repeat badge's text: the count up to TOAST_BADGE_MAX, then "99+". */
export function repeatBadge(count: number): string {
  return count > TOAST_BADGE_MAX ? `${TOAST_BADGE_MAX}+` : String(count);
}
