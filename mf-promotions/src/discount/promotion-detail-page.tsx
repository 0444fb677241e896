// /discount/:id: one promotion, its rules, period and apply/claim button (issue 13).
import { ComingLater } from '../frame/placeholder.js';

export function PromotionDetailPage({ id }: { id: number }) {
  return <ComingLater key={id} />;
}
