// GET /api/health: liveness for the start script and docker-compose.
import type { RoutePlugin } from '../http/route-schema.js';

export const healthRoute: RoutePlugin = async (app) => {
  app.get('/health', async () => ({ ok: true }));
};
