// The routes the shell mounts mf-games at; the shell owns history, this only reads the location.
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
