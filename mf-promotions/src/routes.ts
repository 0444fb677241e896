// Which page of mf-promotions a location is. The shell mounts './app' at /discount, /discount/:id
// (basePath '/discount') and /main/:id (basePath '/main'; a bare /main goes to / in the shell).
export type PromotionsRoute =
  { kind: 'discount' } | { kind: 'promotion'; id: number } | { kind: 'news'; id: number } | { kind: 'not-found' };

const ID = /^[1-9]\d{0,9}$/;

export function matchRoute(pathname: string): PromotionsRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] === 'discount' && parts.length === 1) return { kind: 'discount' };
  if (parts[0] === 'discount' && parts.length === 2 && ID.test(parts[1]!))
    return { kind: 'promotion', id: Number(parts[1]) };
  if (parts[0] === 'main' && parts.length === 2 && ID.test(parts[1]!)) return { kind: 'news', id: Number(parts[1]) };
  return { kind: 'not-found' };
}

export const DISCOUNT_PATH = '/discount';
export const promotionPath = (id: number) => `/discount/${id}`;
export const newsPath = (id: number) => `/main/${id}`;
