// The pop-up promotion bulletin with its display rules and history (spec 02 §4, §6, §7; issue 13).
export function PopupBulletin() {
  return null;
}
