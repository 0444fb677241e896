import type { AppCredentials } from './channel-auth.js';
import type { ChannelRegistry } from './channel-registry.js';

/** What the websocket message handlers need: the app's credentials and the shared channel state. */
export interface ChannelContext {
  app: AppCredentials;
  registry: ChannelRegistry;
}
