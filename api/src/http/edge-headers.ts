// Headers only the edge may set. The visitor's country comes from a CDN (Cloudflare's
// cf-ipcountry, or x-country-code); without one in front (TRUST_COUNTRY_HEADERS unset) any such
// header was written by the client, so it is dropped before a route can read it.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

export function installEdgeHeaders(app: FastifyInstance, config: Pick<Config, 'trustCountryHeaders'>): void {
  if (config.trustCountryHeaders) return;
  app.addHook('onRequest', async (request) => {
    for (const name of COUNTRY_HEADERS) delete request.headers[name];
  });
}
