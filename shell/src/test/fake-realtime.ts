// The edge of the realtime client in tests: records what is listened to and lets a test
// deliver an event as the socket would.
import type { Realtime, RealtimeScope } from '@croupier/shared';

type Handler = (payload: unknown) => void;

export function createFakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  /** Presence channels joined (names without `presence-`), one entry per live join. */
  const presence: string[] = [];
  const calls = { connect: 0, reconnect: 0, disconnect: 0 };
  const SUBSCRIBED = '(subscribed)';
  const key = (kind: 'public' | 'private', channel: string, event: string) => `${kind}:${channel}:${event}`;

  const listen = (kind: 'public' | 'private') => (channel: string, event: string, handler: Handler) => {
    const k = key(kind, channel, event);
    if (!handlers.has(k)) handlers.set(k, new Set());
    handlers.get(k)!.add(handler);
    return () => void handlers.get(k)?.delete(handler);
  };

  const scope = (): RealtimeScope => ({
    listenPublic: listen('public') as RealtimeScope['listenPublic'],
    listenPrivate: listen('private') as RealtimeScope['listenPrivate'],
    joinPresence: (channel: string) => {
      presence.push(channel);
      return () => void presence.splice(presence.indexOf(channel), 1);
    },
    onPrivateSubscribed: (channel: string, handler: () => void) => listen('private')(channel, SUBSCRIBED, handler),
    release: () => undefined,
  });

  const realtime: Realtime = {
    connect: () => void calls.connect++,
    disconnect: () => void calls.disconnect++,
    reconnect: () => void calls.reconnect++,
    scope,
    releaseOwner: () => undefined,
    state: () => 'connected',
  };

  return {
    realtime,
    scope,
    calls,
    /** Delivers a private-channel event, as the server would publish it. */
    emitPrivate(channel: string, event: string, payload: unknown) {
      for (const h of [...(handlers.get(key('private', channel, event)) ?? [])]) h(payload);
    },
    /** The server confirmed the private channel's (re)subscription. */
    subscribed(channel: string) {
      for (const h of [...(handlers.get(key('private', channel, SUBSCRIBED)) ?? [])]) h(undefined);
    },
    isListening: (channel: string, event: string) => (handlers.get(key('private', channel, event))?.size ?? 0) > 0,
    /** Delivers a public-channel event. */
    emitPublic(channel: string, event: string, payload: unknown) {
      for (const h of [...(handlers.get(key('public', channel, event)) ?? [])]) h(payload);
    },
    isListeningPublic: (channel: string, event: string) => (handlers.get(key('public', channel, event))?.size ?? 0) > 0,
    /** The presence channels joined now. */
    presence: () => [...presence].sort(),
  };
}
