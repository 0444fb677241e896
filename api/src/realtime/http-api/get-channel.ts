import { channelKind } from '../channel-name.js';
import type { ApiHandler } from './api-context.js';
import { HttpError } from './http-error.js';
import { channelInfo, parseInfo } from './info-attributes.js';

/** GET /apps/{app_id}/channels/{channel_name} — occupied, and the requested counts. */
export const getChannel: ApiHandler = (context, request) => {
  const channel = request.channelName ?? '';
  const info = parseInfo(request.query.get('info'));
  if (info.has('user_count') && channelKind(channel) !== 'presence') {
    throw new HttpError(400, 'user_count is only available for presence channels');
  }
  return {
    occupied: context.registry.subscriptionCount(channel) > 0,
    ...channelInfo(context.registry, channel, info),
  };
};
