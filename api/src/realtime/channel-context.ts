import type { AppCredentials } from './channel-auth.js';
import type { ChannelRegistry } from './channel-registry.js';
import type { UserRegistry } from './user-registry.js';

/** What a socket may do: the switches and caps of the server's options (README, "Limits"). */
export interface SocketPolicy {
  clientEvents: boolean;
  maxChannelsPerSocket: number;
  maxMessagesPerSecond: number;
  /** 0: private and presence subscribers need not sign in. */
  signinTimeoutMs: number;
}

/** What the websocket message handlers need: the app's credentials, the shared state, the policy. */
export interface ChannelContext {
  app: AppCredentials;
  registry: ChannelRegistry;
  users: UserRegistry;
  policy: SocketPolicy;
}
