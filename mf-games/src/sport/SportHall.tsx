// Placeholder until the sport iframe lands: what /gameHall/4 shows.
export function SportHall() {
  return null;
}
