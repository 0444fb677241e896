// Which remote answers which path (spec 01 §2, 02 §2): the routes of the manifest of remotes.
// basePath is the route's fixed prefix: the path the remote is mounted under; the remote reads
// the rest from the location it is given. `entry` names a shell entry in front of the remote
// (remote-entries.tsx); `access: 'member'` is the 'auth' guard.
import { matchRoutes } from 'react-router-dom';
import { REMOTES_MANIFEST, type ModuleName, type RemotesManifest } from '@croupier/shared';

export interface RemoteRoute {
  path: string;
  module: ModuleName;
  basePath: string;
  entry?: string;
  access?: 'public' | 'member';
}

export function remoteRoutes(manifest: RemotesManifest = REMOTES_MANIFEST): RemoteRoute[] {
  return manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, module: remote.name })));
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = remoteRoutes();

/** The remote route that answers a locale-free path (the best match), if a remote answers it. */
export function routeOf(pathname: string, routes: readonly RemoteRoute[] = REMOTE_ROUTES): RemoteRoute | undefined {
  return matchRoutes(routes as RemoteRoute[], pathname)?.[0]?.route;
}
