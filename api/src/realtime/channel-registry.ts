import type { PresenceMember } from './presence-member.js';

/** Anything that can receive a serialized protocol message: one websocket connection. */
export interface Subscriber {
  readonly socketId: string;
  /** One text frame's UTF-8 bytes; the same Buffer goes to every subscriber, so it is never changed. */
  sendFrame(frame: Buffer): void;
}

interface Member {
  userInfo: unknown;
  socketIds: Set<string>;
}

interface ChannelState {
  subscribers: Map<string, Subscriber>;
  /** Presence only: one entry per user_id, however many sockets that user has in the channel. */
  members: Map<string, Member>;
  userIdOf: Map<string, string>;
}

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

/** Who is subscribed to which channel, and who is present in presence channels. */
export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  isSubscribed(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.subscribers.has(socketId) ?? false;
  }

  /** Adds a socket; with a member, reports whether that user was not present before. */
  subscribe(channel: string, subscriber: Subscriber, member?: PresenceMember): { userJoined: boolean } {
    let state = this.channels.get(channel);
    if (!state) {
      state = { subscribers: new Map(), members: new Map(), userIdOf: new Map() };
      this.channels.set(channel, state);
    }
    state.subscribers.set(subscriber.socketId, subscriber);
    if (!member) return { userJoined: false };

    state.userIdOf.set(subscriber.socketId, member.userId);
    const existing = state.members.get(member.userId);
    if (existing) {
      existing.socketIds.add(subscriber.socketId);
      return { userJoined: false };
    }
    state.members.set(member.userId, { userInfo: member.userInfo, socketIds: new Set([subscriber.socketId]) });
    return { userJoined: true };
  }

  /** Removes a socket; reports the user_id whose last socket this was, if any. */
  unsubscribe(channel: string, socketId: string): { userLeft?: string } {
    const state = this.channels.get(channel);
    if (!state?.subscribers.delete(socketId)) return {};
    let userLeft: string | undefined;
    const userId = state.userIdOf.get(socketId);
    if (userId !== undefined) {
      state.userIdOf.delete(socketId);
      const member = state.members.get(userId);
      member?.socketIds.delete(socketId);
      if (member && member.socketIds.size === 0) {
        state.members.delete(userId);
        userLeft = userId;
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return userLeft === undefined ? {} : { userLeft };
  }

  /**
   * Sends one serialized message to every subscriber but the excluded socket. It is encoded once:
   * ws writes the same bytes to each socket instead of encoding the string again per socket
   * (with 10,000 subscribers, encoding per socket would be most of a broadcast's work).
   */
  publish(channel: string, message: string, exceptSocketId?: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    const frame = Buffer.from(message, 'utf8');
    for (const subscriber of state.subscribers.values()) {
      if (subscriber.socketId !== exceptSocketId) subscriber.sendFrame(frame);
    }
  }

  /** The user_id a socket joined a presence channel as. */
  userIdOf(channel: string, socketId: string): string | undefined {
    return this.channels.get(channel)?.userIdOf.get(socketId);
  }

  presence(channel: string): PresenceSnapshot {
    const members = this.channels.get(channel)?.members ?? new Map<string, Member>();
    const hash: Record<string, unknown> = {};
    for (const [userId, member] of members) hash[userId] = member.userInfo ?? null;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  userIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.members.keys() ?? [])];
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  userCount(channel: string): number {
    return this.channels.get(channel)?.members.size ?? 0;
  }

  /** Channels with at least one subscriber. */
  occupiedChannels(prefix = ''): string[] {
    return [...this.channels.keys()].filter((name) => name.startsWith(prefix));
  }
}
