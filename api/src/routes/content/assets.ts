// GET /api/assets/{path}: the content pictures (logos, ads, sponsors) kept in content_assets.
// SVG from the database is served so that it cannot run script or load anything if opened
// directly: a CSP that forbids everything but inline styles, and no MIME sniffing.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';
import type { ContentRoutePlugin } from './schemas.js';

const SAFE_PATH = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;

const Params = Type.Object({ '*': Type.String() });

export const assetsRoute: ContentRoutePlugin = async (app, { content }) => {
  app.get('/assets/*', { schema: { params: Params } }, async (request, reply) => {
    const path = request.params['*'];
    const found = SAFE_PATH.test(path) && !path.includes('..') ? content.asset(path) : undefined;
    if (!found) return reply.code(404).send(fail(ApiCode.notFound, `Asset ${path} not found`));
    return reply
      .header('content-type', found.mime)
      .header('cache-control', 'public, max-age=3600')
      .header('last-modified', new Date(found.updated_at).toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(found.body);
  });
};
