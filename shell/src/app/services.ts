// Everything the shell creates once at boot and hands down (to its own components through
// React context, to remotes as parcel props).
import type { RemoteProps } from '@croupier/shared';
import type { RemoteRegistry } from '../remotes/registry.js';
import type { Logout } from '../session/logout.js';

export interface ShellServices extends Omit<RemoteProps, 'basePath' | 'location' | 'navigate'> {
  registry: RemoteRegistry;
  logout: Logout;
}
