import { Limits } from '../protocol.js';
import type { ApiHandler } from './api-context.js';
import { HttpError } from './http-error.js';
import { deliver, parseTrigger, triggerInfo } from './trigger.js';

/** POST /apps/{app_id}/batch_events — up to 10 events, all validated before any is delivered. */
export const postBatchEvents: ApiHandler = (context, request) => {
  const batch = (request.body as { batch?: unknown } | null)?.batch;
  if (!Array.isArray(batch)) throw new HttpError(400, 'batch must be an array');
  if (batch.length > Limits.maxBatchSize) throw new HttpError(400, `At most ${Limits.maxBatchSize} events per batch`);

  const triggers = batch.map((item) => parseTrigger(context, item, 'batch-item'));
  for (const trigger of triggers) deliver(context, trigger);
  if (!triggers.some((trigger) => trigger.info.size > 0)) return {};
  return { batch: triggers.map((trigger) => Object.values(triggerInfo(context, trigger))[0] ?? {}) };
};
