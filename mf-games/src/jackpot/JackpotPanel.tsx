// Placeholder until the jackpot lands.
export function JackpotPanel() {
  return null;
}
