import type { AppCredentials } from '../channel-auth.js';
import type { ChannelRegistry } from '../channel-registry.js';
import type { UserRegistry } from '../user-registry.js';

export interface ApiContext {
  appId: string;
  app: AppCredentials;
  registry: ChannelRegistry;
  users: UserRegistry;
  maxPayloadBytes: number;
}

export interface ApiRequest {
  query: URLSearchParams;
  /** Parsed JSON body of a POST; undefined for a GET. */
  body: unknown;
  /** The decoded channel name of /channels/{name} routes. */
  channelName?: string;
  /** The decoded user id of /users/{id} routes. */
  userId?: string;
}

/** An endpoint answers with the JSON body of a 200, or throws an HttpError. */
export type ApiHandler = (context: ApiContext, request: ApiRequest) => unknown;
