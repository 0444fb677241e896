// The host of the page a call came from (an agent's registration links are counted per
// site domain): the Origin header's host when the browser sent one (the page and the api are on
// different origins), else the Host header. Lower case, no port (agent-domains' normalizeHost),
// '' when neither is a plausible host name. Never trusted for anything but counting.
import type { FastifyRequest } from 'fastify';
import { normalizeHost } from '../services/agents/index.js';

const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/;

function hostOfOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** The page's host ('croupier.example', 'agent-a.localhost'), or '' when none can be read. */
export function pageHost(request: Pick<FastifyRequest, 'headers'>): string {
  const origin = request.headers.origin;
  const raw =
    (typeof origin === 'string' && origin !== 'null' ? hostOfOrigin(origin) : null) ?? request.headers.host ?? '';
  const host = normalizeHost(raw);
  return host.length <= 253 && HOST_NAME.test(host) ? host : '';
}
