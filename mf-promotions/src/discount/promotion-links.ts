// The promotions pages' addresses with the list's category (?category=<id>): the filter survives a
// reload and the back button, and a promotion opened from a category leads back to it.
import { DISCOUNT_PATH, promotionPath } from '../routes.js';

export const CATEGORY_QUERY = 'category';

/** The category of a location's query, or null (All). */
export function categoryOf(search: string): number | null {
  const value = new URLSearchParams(search).get(CATEGORY_QUERY);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

const withCategory = (path: string, category: number | null) =>
  category === null ? path : `${path}?${CATEGORY_QUERY}=${category}`;

export const discountHref = (category: number | null) => withCategory(DISCOUNT_PATH, category);
export const promotionHref = (id: number, category: number | null) => withCategory(promotionPath(id), category);
