// The id of /faq/{id} (spec 01 §2): anything but a listed id written as plain digits is a failed
// route validation ('Page Not Found: {path}').
import { isFaqId, type FaqId } from '@croupier/shared';

/** '/faq/{id}' segment -> id, or null. */
export function parseFaqId(segment: string | undefined): FaqId | null {
  if (!segment || !/^[1-9]\d{0,2}$/.test(segment)) return null; // canonical: no leading zero
  const id = Number(segment);
  return isFaqId(id) ? id : null;
}
