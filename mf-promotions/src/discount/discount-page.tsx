// /discount: the promotions by category, with the daily sign-in on top (issue 13).
import { ComingLater } from '../frame/placeholder.js';

export function DiscountPage() {
  return <ComingLater />;
}
