// /main/:id: one news item (an announcement) with the latest news beside it (issue 13).
import { ComingLater } from '../frame/placeholder.js';

export function NewsPage({ id }: { id: number }) {
  return <ComingLater key={id} />;
}
