// Login flows beyond the basic login: login headers, device verification, transfer verification, double validation, third-party login, forgot password (issue 4).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
