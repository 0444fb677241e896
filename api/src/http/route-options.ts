import type { Config } from '../config.js';
import type { Services } from '../services/index.js';

/** What app.ts hands every route plugin. */
export interface RouteOptions {
  config: Config;
  services: Services;
}
