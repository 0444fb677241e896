// A stand-in for laravel-echo at the edge of the realtime facade, for unit tests: records
// which channels are joined and lets a test deliver an event as the server would.

import type { EchoConnection, EchoSettings, EventCallback, RealtimeState } from '../realtime/echo-connection.js';

export class FakeEcho implements EchoConnection {
  readonly listeners = new Map<string, Map<string, Set<EventCallback>>>();
  /** Full names of the channels left, in order. */
  readonly left: string[] = [];
  disconnected = false;

  constructor(readonly settings: EchoSettings) {}

  private subscribe(fullName: string) {
    let events = this.listeners.get(fullName);
    if (!events) this.listeners.set(fullName, (events = new Map()));
    const channelEvents = events;
    return {
      listen: (event: string, cb: EventCallback) => {
        if (!channelEvents.has(event)) channelEvents.set(event, new Set());
        channelEvents.get(event)?.add(cb);
      },
      stopListening: (event: string, cb?: EventCallback) => {
        if (cb) channelEvents.get(event)?.delete(cb);
        else channelEvents.delete(event);
      },
    };
  }

  channel = (name: string) => this.subscribe(name);
  private = (name: string) => this.subscribe(`private-${name}`);
  join = (name: string) => this.subscribe(`presence-${name}`);
  leaveChannel = (fullName: string) => {
    this.left.push(fullName);
    this.listeners.delete(fullName);
  };
  disconnect = () => {
    this.disconnected = true;
  };
  state = (): RealtimeState => (this.disconnected ? 'disconnected' : 'connected');

  /** Full names of the joined channels, sorted. */
  joined = (): string[] => [...this.listeners.keys()].sort();

  /** Delivers `payload` as `event` (as published, without Echo's leading dot) on a channel. */
  deliver(fullName: string, event: string, payload: unknown): void {
    for (const cb of this.listeners.get(fullName)?.get(`.${event}`) ?? []) cb(payload);
  }
}
