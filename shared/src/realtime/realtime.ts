// The page's one realtime socket. Remotes subscribe through a scope named after them; the
// registry of subscriptions is what lets reconnect() (after a login or logout) bind every live
// subscription on the new connection, and releaseOwner() drop a remote's all at once.

import type { RealtimePayloads } from '../contracts/index.js';
import type { RealtimeEventName } from '../contracts/realtime.js';
import type { SocketConfig } from '../contracts/api-types.js';
import {
  createEchoConnection,
  echoSettings,
  type EchoConnection,
  type EchoFactory,
  type RealtimeState,
} from './echo-connection.js';

export interface RealtimeOptions {
  config: SocketConfig;
  /** Defaults to CHANNEL_AUTH_PATH. */
  authEndpoint?: string;
  getToken(): string | null;
  getMemberId(): number | string | null;
  /** The connection at the edge; laravel-echo + pusher-js unless a test gives another. */
  echoFactory?: EchoFactory;
}

/**
 * A listener of one event, its payload as the contract says (RealtimePayloads, the map the api
 * publishes by). A handler may take less (no argument) or check more (`unknown`, `| null`).
 */
export type RealtimeHandler<E extends RealtimeEventName> = (payload: RealtimePayloads[E]) => void;

export interface RealtimeScope {
  listenPublic<E extends RealtimeEventName>(channel: string, event: E, handler: RealtimeHandler<E>): () => void;
  /** Joined only while a member id and a token are stored (spec 01 §6); bound on the next reconnect otherwise. */
  listenPrivate<E extends RealtimeEventName>(channel: string, event: E, handler: RealtimeHandler<E>): () => void;
  /**
   * Joins the presence channel `presence-{channel}` (e.g. `member.USD`), under the same rule as a
   * private channel: only while a member id and a token are stored. Returns the function that leaves.
   */
  joinPresence(channel: string): () => void;
  /**
   * Called each time the private channel is (re)subscribed: on the first join and after every
   * reconnect. Events published before that moment never reach the page, so this is where a
   * listener refetches what those events would have patched.
   */
  onPrivateSubscribed(channel: string, handler: () => void): () => void;
  release(): void;
}

export interface Realtime {
  connect(): void;
  disconnect(): void;
  /** Rebuild with the current token; every live subscription is bound again. */
  reconnect(): void;
  scope(owner: string): RealtimeScope;
  releaseOwner(owner: string): void;
  state(): RealtimeState;
}

interface Subscription {
  owner: string;
  kind: 'public' | 'private' | 'presence';
  channel: string;
  /** Echo's `.name` form: the event name exactly as published, not namespaced; '' for a bare presence join. */
  event: string;
  callback: (payload: unknown) => void;
  /** The connection it is bound on, if any. */
  boundOn: EchoConnection | null;
}

/** pusher-js's own channel event once the server confirmed a subscription. */
const SUBSCRIPTION_SUCCEEDED = 'pusher:subscription_succeeded';

const fullName = (s: Pick<Subscription, 'kind' | 'channel'>) =>
  s.kind === 'public' ? s.channel : `${s.kind}-${s.channel}`;

export function createRealtime(opts: RealtimeOptions): Realtime {
  const factory = opts.echoFactory ?? createEchoConnection;
  const subscriptions = new Set<Subscription>();
  let echo: EchoConnection | null = null;
  let lastState: RealtimeState = 'initialized';

  const mayJoinPrivate = () => {
    const memberId = opts.getMemberId();
    return memberId !== null && memberId !== '' && Boolean(opts.getToken());
  };

  const channelOf = (conn: EchoConnection, s: Subscription) =>
    s.kind === 'private'
      ? conn.private(s.channel)
      : s.kind === 'presence'
        ? conn.join(s.channel)
        : conn.channel(s.channel);

  function bind(s: Subscription) {
    if (!echo || s.boundOn === echo) return;
    if (s.kind !== 'public' && !mayJoinPrivate()) return;
    const channel = channelOf(echo, s);
    if (s.event) channel.listen(s.event, s.callback);
    s.boundOn = echo;
  }

  function remove(s: Subscription) {
    if (!subscriptions.delete(s)) return;
    const conn = s.boundOn;
    if (!conn || conn !== echo) return;
    if (s.event) channelOf(conn, s).stopListening(s.event, s.callback);
    s.boundOn = null;
    const name = fullName(s);
    const stillUsed = [...subscriptions].some((o) => o.boundOn === conn && fullName(o) === name);
    if (!stillUsed) conn.leaveChannel(name);
  }

  function listen(
    owner: string,
    kind: Subscription['kind'],
    channel: string,
    event: string,
    handler: (p: never) => void,
  ) {
    const s: Subscription = {
      owner,
      kind,
      channel,
      event: `.${event}`,
      callback: (payload) => {
        try {
          handler(payload as never);
        } catch (err) {
          console.error(`[realtime] ${owner}'s handler of ${channel} ${event} threw`, err);
        }
      },
      boundOn: null,
    };
    subscriptions.add(s);
    bind(s);
    return () => remove(s);
  }

  const realtime: Realtime = {
    connect() {
      if (echo) return;
      echo = factory(echoSettings(opts.config, opts.getToken(), opts.authEndpoint));
      for (const s of subscriptions) bind(s);
    },
    disconnect() {
      if (!echo) return;
      lastState = 'disconnected';
      const conn = echo;
      echo = null;
      for (const s of subscriptions) s.boundOn = null;
      conn.disconnect();
    },
    reconnect() {
      realtime.disconnect();
      realtime.connect();
    },
    scope(owner) {
      return {
        listenPublic: (channel, event, handler) => listen(owner, 'public', channel, event, handler),
        listenPrivate: (channel, event, handler) => listen(owner, 'private', channel, event, handler),
        joinPresence: (channel) => {
          const s: Subscription = {
            owner,
            kind: 'presence',
            channel,
            event: '',
            callback: () => undefined,
            boundOn: null,
          };
          subscriptions.add(s);
          bind(s);
          return () => remove(s);
        },
        onPrivateSubscribed: (channel, handler) =>
          listen(owner, 'private', channel, SUBSCRIPTION_SUCCEEDED, () => handler()),
        release: () => realtime.releaseOwner(owner),
      };
    },
    releaseOwner(owner) {
      for (const s of [...subscriptions]) if (s.owner === owner) remove(s);
    },
    state: () => (echo ? echo.state() : lastState),
  };
  return realtime;
}
