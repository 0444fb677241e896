import type { Config } from '../config.js';
import type { Services } from '../services/index.js';

/** What app.ts hands every route plugin. */
export interface RouteOptions {
  config: Config;
  services: Services;
}

/**
 * Route config of the calls worth guessing at (login, captcha, codes, registration):
 * RATE_LIMIT_PER_MINUTE requests per minute and client IP, HTTP 429 beyond.
 */
export const rateLimited = (config: Pick<Config, 'rateLimitPerMinute'>) => ({
  rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 },
});
