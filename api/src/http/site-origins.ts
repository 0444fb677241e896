// The site's own origins: where its pages are served from. One list serves CORS, the dev
// sign-in's redirect_uri and the games' lobby_url: CORS_ORIGINS, or, when it is unset (a local
// run), any localhost origin. Never the request's Host: a client chooses that.
import type { Config } from '../config.js';

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function isSiteOrigin(origin: string, config: Pick<Config, 'corsOrigins'>): boolean {
  return config.corsOrigins ? config.corsOrigins.includes(origin) : LOCALHOST_ORIGIN.test(origin);
}
