import type { ApiHandler } from './api-context.js';
import { HttpError } from './http-error.js';
import { channelInfo, parseInfo } from './info-attributes.js';

/** GET /apps/{app_id}/channels — occupied channels, optionally by prefix; user_count for presence- only. */
export const getChannels: ApiHandler = (context, request) => {
  const prefix = request.query.get('filter_by_prefix') ?? '';
  const info = parseInfo(request.query.get('info'));
  if (info.has('user_count') && !prefix.startsWith('presence-')) {
    throw new HttpError(400, 'info=user_count needs filter_by_prefix=presence-');
  }
  const channels = context.registry
    .occupiedChannels(prefix)
    .map((channel) => [channel, channelInfo(context.registry, channel, info)]);
  return { channels: Object.fromEntries(channels) };
};
