// The routes the shell mounts mf-games at; the shell owns history, this only reads the location
// and builds the paths the pages navigate to. Matched here, not with react-router's matchPath:
// the router is the shell's (not shared), and bundling it here would add ~11 KB gzip for matchPath.

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

/** As react-router matches a whole path: case-insensitive, a trailing slash allowed, `:name` one segment. */
function matchPath(path: string, pathname: string): Record<string, string> | null {
  const want = path.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function matchGamesRoute(pathname: string): GamesRoute {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { name: route.name, params };
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
export function readProviderListQuery(search: URLSearchParams): {
  gt_id: number | null;
  gp_id: string | null;
  house: number;
} {
  const gtId = Number.parseInt(search.get('gt_id') ?? '', 10);
  const house = Number.parseInt(search.get('house') ?? '', 10);
  return {
    gt_id: Number.isFinite(gtId) ? gtId : null,
    gp_id: search.get('gp_id')?.trim() || null,
    house: Number.isFinite(house) ? house : 0,
  };
}
