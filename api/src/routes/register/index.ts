// Registration: register settings, agreement, verification, SMS, agent and referral checks, agent-domain check, register background (issue 4).
// One file per endpoint in this folder; register each here.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../http/route-options.js';

export const registerRoutes: FastifyPluginAsync<RouteOptions> = async (_api, _options) => {};
