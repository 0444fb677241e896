// The HTTP application: plugins, error handling and routes. No listen (see server.ts).
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@croupier/shared/contracts';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { seedAreas, seedIfEmpty } from './db/seed.js';
import { seedLocalOwner } from './db/seeds/operators.js';
import { ApiCode } from './http/api-codes.js';
import { answerExpectContinue, BODY_LIMIT_BYTES } from './http/body-limit.js';
import { installBodyParsers } from './http/body-parsers.js';
import { installCompression } from './http/compression.js';
import { installEdgeHeaders } from './http/edge-headers.js';
import { installErrorHandlers } from './http/error-handler.js';
import { installFiniteNumbers } from './http/finite-numbers.js';
import { installApiDocs, installOpenApi } from './http/openapi.js';
import { installRequestLog, requestLogOptions } from './http/request-log.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { isSiteOrigin } from './http/site-origins.js';
import { addressKey } from './lib/address-key.js';
import type { RouteOptions } from './http/route-options.js';
import { broadcastingAuthRoute } from './routes/broadcasting-auth.js';
import { broadcastingUserAuthRoute } from './routes/broadcasting-user-auth.js';
import { captchaRoute } from './routes/captcha.js';
import { healthRoute } from './routes/health.js';
import { loginRoute } from './routes/login.js';
import { logoutRoute } from './routes/logout.js';
import { memberCommonLayoutRoute } from './routes/member-common-layout.js';
import { memberMyCashRoute } from './routes/member-my-cash.js';
import { authRoutes } from './routes/auth/index.js';
import { contentRoutes } from './routes/content/index.js';
import { entryRoutes } from './routes/entry/index.js';
import { gamesRoutes } from './routes/games/index.js';
import { localeRoutes } from './routes/locale/index.js';
import { memberRoutes } from './routes/member/index.js';
import { pagesRoutes } from './routes/pages/index.js';
import { providerRoutes } from './routes/provider/index.js';
import { registerRoutes } from './routes/register/index.js';
import { trackingRoutes } from './routes/tracking/index.js';
import { cashierRoutes } from './routes/cashier/index.js';
import { agentRoutes } from './routes/agent/index.js';
import { agentCentreRoutes } from './routes/agent-centre/index.js';
import { promotionsRoutes } from './routes/promotions/index.js';
import { promotionsContentRoutes } from './routes/promotions-content/index.js';
import { responsibleGamingRoutes } from './routes/responsible-gaming/index.js';
import { releasesRoutes } from './routes/releases/index.js';
import { operatorRoutes } from './routes/operator/index.js';
import { siteDetailRoute } from './routes/site-detail.js';
import { createServices, type Services } from './services/index.js';
import { named } from './http/plugin-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** A hop count as Fastify's function form (its types leave the number form out): trust the nearest `value` hops. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Production does not start while the database's public local owner can sign in. */
function refuseSeededOperators(accounts: string[]) {
  if (accounts.length > 0)
    throw new Error(
      `the local owner '${accounts.join("', '")}' of a development database is active; disable it with \`npm run operator -w api -- disable-seeded\` before running in production`,
    );
}

export function buildApp(config: Config): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestLogOptions(),
  });

  const db = openDatabase(config.databasePath);
  const services = createServices(config, db, app.log);
  app.decorate('services', services);
  app.decorateRequest('member', null);
  app.addHook('onReady', async () => {
    if (await seedIfEmpty(db)) app.log.info('seeded an empty database');
    seedAreas(db);
    if (config.environment !== 'production') await seedLocalOwner(db);
    else refuseSeededOperators(services.operators.activeSeeded());
  });
  app.addHook('onClose', async () => {
    db.close();
  });

  answerExpectContinue(app);
  installEdgeHeaders(app, config);
  installBodyParsers(app);
  installErrorHandlers(app);
  installFiniteNumbers(app);
  installSecurityHeaders(app);
  installCompression(app);
  installRequestLog(app);
  // Before any route: it collects them as they are added.
  installOpenApi(app);
  if (config.devApiDocs) installApiDocs(app);

  app.register(cors, {
    origin: (origin, cb) => {
      // Requests without an Origin (curl, server-to-server) are not CORS requests.
      const allowed = !origin || isSiteOrigin(origin, config);
      cb(null, allowed);
    },
    methods: ['GET', 'POST', 'OPTIONS'],
    // x-client-ip / x-device-id: the login headers from /get_login_header.
    allowedHeaders: ['authorization', 'content-type', 'lang', 'x-client-ip', 'x-device-id'],
    // The client stores a renewed token from this response header.
    exposedHeaders: ['authorization'],
    maxAge: 600,
  });
  app.register(rateLimit, {
    global: false,
    // An IPv6 /64 is one client (lib/address-key.ts).
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: ApiCode.tooManyRequests,
      message: `Too many requests; retry in ${context.after}`,
      data: null,
    }),
  });

  const options: RouteOptions = { config, services };
  app.register(named(broadcastingAuthRoute), options);
  app.register(named(broadcastingUserAuthRoute), options);
  const apiRoutes = async (api: FastifyInstance) => {
    await api.register(named(healthRoute), options);
    await api.register(named(siteDetailRoute), options);
    await api.register(named(captchaRoute), options);
    await api.register(named(loginRoute), options);
    await api.register(named(logoutRoute), options);
    await api.register(named(memberCommonLayoutRoute), options);
    await api.register(named(memberMyCashRoute), options);
    // One plugin per area; each registers its own endpoint files.
    await api.register(named(contentRoutes), options);
    await api.register(named(entryRoutes), options);
    await api.register(named(authRoutes), options);
    await api.register(named(registerRoutes), options);
    await api.register(named(localeRoutes), options);
    await api.register(named(pagesRoutes), options);
    await api.register(named(trackingRoutes), options);
    await api.register(named(gamesRoutes), options);
    await api.register(named(providerRoutes), options);
    await api.register(named(memberRoutes), options);
    await api.register(named(cashierRoutes), options);
    await api.register(named(agentRoutes), options);
    await api.register(named(agentCentreRoutes), options);
    await api.register(named(promotionsRoutes), options);
    await api.register(named(promotionsContentRoutes), options);
    await api.register(named(responsibleGamingRoutes), options);
    await api.register(named(releasesRoutes), options);
    await api.register(named(operatorRoutes), options);
  };
  app.register(named(apiRoutes), { prefix: API_PREFIX });
  return app;
}
