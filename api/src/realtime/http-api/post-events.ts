import type { ApiHandler } from './api-context.js';
import { deliver, parseTrigger, triggerInfo } from './trigger.js';

/** POST /apps/{app_id}/events — one event to up to 100 channels. */
export const postEvents: ApiHandler = (context, request) => {
  const trigger = parseTrigger(context, request.body, 'event');
  deliver(context, trigger);
  return trigger.info.size > 0 ? { channels: triggerInfo(context, trigger) } : {};
};
