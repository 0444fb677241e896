import { TOAST_BADGE_MAX } from '../../contracts/index.js';

/** The repeat badge's text: the count up to TOAST_BADGE_MAX, then "99+". */
export function repeatBadge(count: number): string {
  return count > TOAST_BADGE_MAX ? `${TOAST_BADGE_MAX}+` : String(count);
}
