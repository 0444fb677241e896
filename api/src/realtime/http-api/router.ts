import type { IncomingMessage, ServerResponse } from 'node:http';
import { isValidChannelName } from '../channel-name.js';
import { decodePathSegment } from '../path-segment.js';
import { Limits } from '../protocol.js';
import type { ApiContext, ApiHandler, ApiRequest } from './api-context.js';
import { getChannelUsers } from './get-channel-users.js';
import { getChannel } from './get-channel.js';
import { getChannels } from './get-channels.js';
import { HttpError } from './http-error.js';
import { postBatchEvents } from './post-batch-events.js';
import { postEvents } from './post-events.js';
import { postTerminateConnections } from './post-terminate-connections.js';
import { readBody } from './read-body.js';
import { verifySignedRequest } from './request-signature.js';

interface Route {
  method: 'GET' | 'POST';
  /** Matched against the path after /apps/{app_id}; group 1, when present, is the channel name or user id. */
  pattern: RegExp;
  handle: ApiHandler;
  /** What group 1 is (default: a channel name). */
  param?: 'channel' | 'user';
}

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/events$/, handle: postEvents },
  { method: 'POST', pattern: /^\/batch_events$/, handle: postBatchEvents },
  { method: 'GET', pattern: /^\/channels$/, handle: getChannels },
  { method: 'GET', pattern: /^\/channels\/([^/]+)$/, handle: getChannel },
  { method: 'GET', pattern: /^\/channels\/([^/]+)\/users$/, handle: getChannelUsers },
  {
    method: 'POST',
    pattern: /^\/users\/([^/]+)\/terminate_connections$/,
    handle: postTerminateConnections,
    param: 'user',
  },
];

const APP_PATH = /^\/apps\/([^/]+)(\/.*)$/;

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Body cap: a full batch of maximum-size events plus room for names and up to 100 channel names. */
function bodyLimit(context: ApiContext): number {
  return context.maxPayloadBytes * (Limits.maxBatchSize + 1) + 64 * 1024;
}

async function route(context: ApiContext, request: IncomingMessage): Promise<unknown> {
  const rawUrl = request.url ?? '/';
  const url = new URL(rawUrl, 'http://localhost');
  const path = rawUrl.split('?')[0] ?? '/';
  const method = request.method ?? 'GET';

  if (path === '/' && method === 'GET') return 'OK';
  const app = APP_PATH.exec(path);
  if (!app || decodePathSegment(app[1] ?? '') !== context.appId) throw new HttpError(404, 'Unknown app');
  const subPath = app[2] ?? '';
  const candidates = ROUTES.map((r) => ({ route: r, match: r.pattern.exec(subPath) })).filter((c) => c.match);
  if (candidates.length === 0) throw new HttpError(404, 'Not found');
  const found = candidates.find((c) => c.route.method === method);
  if (!found?.match) throw new HttpError(405, 'Method not allowed');

  const body = await readBody(request, bodyLimit(context));
  verifySignedRequest(context.app, { method, path, query: url.searchParams, body });

  const apiRequest: ApiRequest = { query: url.searchParams, body: undefined };
  if (method === 'POST') {
    try {
      apiRequest.body = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'Body must be JSON');
    }
  }
  const rawParam = found.match[1];
  if (rawParam !== undefined && found.route.param === 'user') {
    const userId = decodePathSegment(rawParam);
    if (!userId || userId.length > Limits.maxNameLength) throw new HttpError(400, 'Invalid user id');
    apiRequest.userId = userId;
  } else if (rawParam !== undefined) {
    const rawChannel = rawParam;
    const channelName = decodePathSegment(rawChannel);
    if (!isValidChannelName(channelName)) throw new HttpError(400, 'Invalid channel name');
    apiRequest.channelName = channelName;
  }
  return found.route.handle(context, apiRequest);
}

/** The HTTP side of the server: Pusher's REST API under /apps/{app_id}, and GET / for health checks. */
export function createApiHandler(context: ApiContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    route(context, request).then(
      (body) => send(response, 200, body),
      (error: unknown) => {
        if (error instanceof HttpError) send(response, error.status, error.message);
        else send(response, 500, 'Internal server error');
      },
    );
  };
}
