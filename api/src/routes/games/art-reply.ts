// How the generated art is sent: as SVG that cannot run script or load anything if opened directly
// (like GET /api/assets), or as the WebP rasterized from it (services/sites/svg-raster.ts: what the
// catalogue links to, as a browser draws SVG pictures on its main thread);
// cached by browsers and proxies for a week, revalidated by ETag (the picture changes only when a
// name does).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';
import { svgDigest, svgToWebp, WEBP_QUALITY } from '../../services/sites/index.js';

export const ART_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** The formats an art file name ends with: `{name}.svg` or `{name}.webp`. */
export type ArtFormat = 'svg' | 'webp';
export const ART_FILE_FORMAT = '(svg|webp)';

/** `quality`: the WebP's, when asked as one (services/sites/svg-raster.ts). */
export async function sendArt(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  format: ArtFormat,
  quality = WEBP_QUALITY,
) {
  const digest = svgDigest(svg);
  const etag = `"${digest}${format === 'webp' ? `-w${quality}` : ''}"`; // a new quality is a new picture
  reply.header('cache-control', ART_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (format === 'webp')
    return reply.header('content-type', 'image/webp').send(await svgToWebp(svg, { quality, digest }));
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export const artNotFound = (reply: FastifyReply, what: string) =>
  reply.code(404).send(fail(ApiCode.notFound, `${what} not found`));
