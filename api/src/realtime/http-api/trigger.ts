import { isValidChannelName, isValidEventName, isValidSocketId } from '../channel-name.js';
import { Limits } from '../protocol.js';
import type { ApiContext } from './api-context.js';
import { HttpError } from './http-error.js';
import { channelInfo, parseInfo, type InfoAttribute } from './info-attributes.js';

/** One event to publish, checked in full before anything is delivered. */
export interface Trigger {
  name: string;
  data: string;
  channels: string[];
  socketId?: string;
  info: Set<InfoAttribute>;
}

function fail(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** Validates a POST /events body, or one batch_events item (which names a single `channel`). */
export function parseTrigger(context: ApiContext, raw: unknown, form: 'event' | 'batch-item'): Trigger {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(400, 'Expected a JSON object');
  const body = raw as Record<string, unknown>;

  const { name, data, socket_id: socketId } = body;
  if (!isValidEventName(name)) fail(400, `name must be 1-${Limits.maxNameLength} characters`);
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) fail(400, `${name} is a reserved event name`);
  if (typeof data !== 'string') fail(400, 'data must be a string');
  if (Buffer.byteLength(data, 'utf8') > context.maxPayloadBytes) {
    fail(413, `data is over ${context.maxPayloadBytes} bytes`);
  }
  if (socketId !== undefined && !isValidSocketId(socketId)) fail(400, 'socket_id is not valid');

  let channels: unknown[];
  if (form === 'event' && body.channels !== undefined) {
    if (!Array.isArray(body.channels)) fail(400, 'channels must be an array');
    channels = body.channels;
  } else {
    channels = [body.channel];
  }
  if (channels.length === 0) fail(400, 'No channel given');
  if (channels.length > Limits.maxChannelsPerEvent)
    fail(400, `At most ${Limits.maxChannelsPerEvent} channels per event`);
  const invalid = channels.findIndex((channel) => !isValidChannelName(channel));
  if (invalid >= 0) fail(400, `Invalid channel name: ${String(channels[invalid]).slice(0, Limits.maxNameLength)}`);

  const trigger: Trigger = { name, data, channels: channels as string[], info: parseInfo(body.info) };
  if (socketId !== undefined) trigger.socketId = socketId;
  return trigger;
}

/** Sends the event to every subscriber of its channels, except the socket it excludes. */
export function deliver(context: ApiContext, trigger: Trigger): void {
  for (const channel of trigger.channels) {
    const message = JSON.stringify({ event: trigger.name, channel, data: trigger.data });
    context.registry.publish(channel, message, trigger.socketId);
  }
}

export function triggerInfo(context: ApiContext, trigger: Trigger) {
  return Object.fromEntries(
    trigger.channels.map((channel) => [channel, channelInfo(context.registry, channel, trigger.info)]),
  );
}
