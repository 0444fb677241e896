// GET /api/health: liveness for the start script and docker-compose.
import type { FastifyPluginAsync } from 'fastify';

export const healthRoute: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ ok: true }));
};
