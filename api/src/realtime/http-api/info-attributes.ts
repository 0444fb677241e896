import type { ChannelRegistry } from '../channel-registry.js';
import { channelKind } from '../channel-name.js';
import { HttpError } from './http-error.js';

export type InfoAttribute = 'user_count' | 'subscription_count';
const KNOWN: readonly string[] = ['user_count', 'subscription_count'] satisfies InfoAttribute[];

/** Parses `info=user_count,subscription_count`. */
export function parseInfo(info: unknown): Set<InfoAttribute> {
  if (info === undefined || info === null || info === '') return new Set();
  if (typeof info !== 'string') throw new HttpError(400, 'info must be a comma-separated string');
  const attributes = info.split(',').map((attribute) => attribute.trim());
  const unknown = attributes.find((attribute) => !KNOWN.includes(attribute));
  if (unknown !== undefined) throw new HttpError(400, `Unknown info attribute: ${unknown}`);
  return new Set(attributes as InfoAttribute[]);
}

/** The requested attributes of one channel; user_count exists only on presence channels. */
export function channelInfo(
  registry: ChannelRegistry,
  channel: string,
  attributes: Set<InfoAttribute>,
): { user_count?: number; subscription_count?: number } {
  const info: { user_count?: number; subscription_count?: number } = {};
  if (attributes.has('user_count') && channelKind(channel) === 'presence')
    info.user_count = registry.userCount(channel);
  if (attributes.has('subscription_count')) info.subscription_count = registry.subscriptionCount(channel);
  return info;
}
