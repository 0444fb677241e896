// The routes the shell mounts mf-games at; the shell owns history, this only reads the location
// and builds the paths the pages navigate to.
import { matchPath } from 'react-router-dom';

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'gameHall', path: '/gameHall/:id' },
  { name: 'slotgame', path: '/slotgame' },
  { name: 'gameRoom', path: '/gameRoom' },
  { name: 'play', path: '/play' },
] as const;

export type GamesRouteName = (typeof ROUTES)[number]['name'] | 'other';

export interface GamesRoute {
  name: GamesRouteName;
  params: Record<string, string | undefined>;
}

export function matchGamesRoute(pathname: string): GamesRoute {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { name: route.name, params: match.params };
  }
  return { name: 'other', params: {} };
}

/** A provider's list, as the query of /slotgame and /gameRoom carries it (spec 01 §2, spec 02 §2). */
export interface ProviderListQuery {
  gt_id: number;
  gp_id: string;
  house: number;
}

const listQuery = ({ gt_id, gp_id, house }: ProviderListQuery) =>
  new URLSearchParams({ gt_id: String(gt_id), gp_id, house: String(house) }).toString();

export const gameHallPath = (gtId: number) => `/gameHall/${gtId}`;
export const slotGamePath = (query: ProviderListQuery) => `/slotgame?${listQuery(query)}`;
export const gameRoomPath = (query: ProviderListQuery) => `/gameRoom?${listQuery(query)}`;

/** gt_id, gp_id and house from a /slotgame or /gameRoom query; gp_id null when absent. */
export function readProviderListQuery(search: URLSearchParams): { gt_id: number | null; gp_id: string | null; house: number } {
  const gtId = Number.parseInt(search.get('gt_id') ?? '', 10);
  const house = Number.parseInt(search.get('house') ?? '', 10);
  return {
    gt_id: Number.isFinite(gtId) ? gtId : null,
    gp_id: search.get('gp_id')?.trim() || null,
    house: Number.isFinite(house) ? house : 0,
  };
}
