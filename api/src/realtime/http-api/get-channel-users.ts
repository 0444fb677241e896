import { channelKind } from '../channel-name.js';
import type { ApiHandler } from './api-context.js';
import { HttpError } from './http-error.js';

/** GET /apps/{app_id}/channels/{presence_channel}/users — one entry per user_id. */
export const getChannelUsers: ApiHandler = (context, request) => {
  const channel = request.channelName ?? '';
  if (channelKind(channel) !== 'presence') throw new HttpError(400, 'Users are only listed for presence channels');
  return { users: context.registry.userIds(channel).map((id) => ({ id })) };
};
