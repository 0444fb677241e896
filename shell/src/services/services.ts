// Everything the shell creates once at boot and hands down (to its own components through
// React context, to remotes as parcel props). The bottom of the shell: it names what each
// service offers; the areas implement them (session the logout, remotes the registry), and
// app/boot.ts builds them.
import type { BusEvent, BusPayloads, ModuleName, RemoteProps } from '@croupier/shared';

export type LogoutReason = BusPayloads[typeof BusEvent.loggedOut]['reason'];
/** The one logout sequence (session/logout.ts). */
export type Logout = (options: { reason: LogoutReason }) => Promise<void>;

/** The run-time remote registry (remotes/registry.ts): the brand's module list decides which remotes exist. */
export interface RemoteRegistry {
  isEnabled(module: ModuleName): boolean;
  /**
   * Resolves what a remote exposes ('app', and for mf-auth also 'login-modal'). Failures are not
   * cached: a retry loads again.
   */
  load(module: ModuleName, expose: string): Promise<unknown>;
  /**
   * A slot's load of the module ended, mounted or failed (`load`: one object per attempt), for the
   * live map's canary guard (remotes/release-health.ts).
   */
  settled?(module: ModuleName, load: object, failed: boolean): void;
  /** The remotes this page loads, as remotes/release-visitor.ts's loadedReleases says them. */
  releases?: string;
}

export interface ShellServices extends Omit<RemoteProps, 'basePath' | 'location' | 'navigate'> {
  registry: RemoteRegistry;
  logout: Logout;
}
