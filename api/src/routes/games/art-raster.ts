// The generated art (thumbnails, provider logos, type icons) as a brand's art is sent: a raster
// picture (WebP), not the SVG it is drawn as. A browser parses, lays out and paints an SVG image on
// the page's main thread, as a document of its own, every time it is painted (the home page's 20
// thumbnails: ~210 ms of it at Lighthouse's 4x phone CPU; a hall's 39 provider logos ~400 ms,
// issue 15); a WebP decodes off the main thread, once. Drawn at 1.5x the SVG's size (a 180 px card,
// a 32 px icon on a 2-3x screen), each picture once per process and kept (the catalogue is small
// and a picture changes only with a name).
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Pixels per SVG unit: a 240 thumbnail -> 360 px. */
const SCALE = 1.5;
const QUALITY = 65;
/** Pictures kept (the seed's catalogue has a few hundred games; a brand's own art is not drawn). */
const KEPT = 2000;

export interface RasterArt {
  body: Buffer;
  etag: string;
}

const drawn = new Map<string, Promise<RasterArt>>();

/** The SVG as WebP, with an ETag of its source; the same SVG is drawn once. */
export function rasterArt(svg: string): Promise<RasterArt> {
  const key = createHash('sha1').update(svg).digest('base64url').slice(0, 20);
  let art = drawn.get(key);
  if (!art) {
    art = sharp(Buffer.from(svg), { density: 72 * SCALE })
      .webp({ quality: QUALITY })
      .toBuffer()
      .then((body) => ({ body, etag: `"w${key}"` }));
    art.catch(() => drawn.delete(key));
    if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value as string);
    drawn.set(key, art);
  }
  return art;
}
