// GET /api/assets/{path}: the content pictures (logos, ads, sponsors, banners) kept in content_assets:
// SVG text, or the WebP bytes of a picture an operator uploaded (routes/operator/carousel.ts).
// SVG from the database is served so that it cannot run script or load anything if opened
// directly: a CSP that forbids everything but inline styles, and no MIME sniffing. An SVG row asked
// for as `.webp` (the seeded pictures link so) answers the WebP rasterized from it, `@2x.webp` at twice
// its size (services/sites/svg-raster.ts): a browser draws an SVG picture on its main thread, a WebP off it.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';
import { svgToWebp } from '../../services/sites/index.js';
import type { ContentRoutePlugin } from './schemas.js';

const SAFE_PATH = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;
const SVG = 'image/svg+xml';
const AS_WEBP = /(@2x)?\.webp$/;

const Params = Type.Object({ '*': Type.String() });

export const assetsRoute: ContentRoutePlugin = async (app, { content }) => {
  app.get('/assets/*', { schema: { params: Params } }, async (request, reply) => {
    const path = request.params['*'];
    const safe = SAFE_PATH.test(path.replace(AS_WEBP, '.webp')) && !path.includes('..');
    const found = safe ? content.asset(path) : undefined;
    const asWebp = AS_WEBP.exec(path);
    const drawn = !found && safe && asWebp ? content.asset(path.replace(AS_WEBP, '.svg')) : undefined;
    const picture = found ?? (drawn?.mime === SVG ? drawn : undefined);
    if (!picture) return reply.code(404).send(fail(ApiCode.notFound, `Asset ${path} not found`));
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('last-modified', new Date(picture.updated_at).toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (!found) {
      const webp = await svgToWebp(picture.body, { scale: asWebp?.[1] ? 2 : 1 }).catch(() => null);
      if (!webp) return reply.code(404).send(fail(ApiCode.notFound, `Asset ${path} cannot be drawn as WebP`));
      return reply.header('content-type', 'image/webp').send(webp);
    }
    return reply
      .header('content-type', found.mime)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(found.bytes ?? found.body);
  });
};
