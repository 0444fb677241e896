import { Limits } from './protocol.js';

// Characters Pusher allows in a channel name (the official server SDK checks the same set).
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= Limits.maxNameLength && CHANNEL_NAME.test(name);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Private, encrypted and presence channels need a signed subscription. */
export function needsAuth(name: string): boolean {
  return channelKind(name) !== 'public';
}

/** Pusher relays client events on private and presence channels only (never encrypted: it cannot read them). */
export function allowsClientEvents(name: string): boolean {
  const kind = channelKind(name);
  return kind === 'private' || kind === 'presence';
}

export function isValidEventName(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && name.length <= Limits.maxNameLength;
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && /^\d+\.\d+$/.test(id);
}
