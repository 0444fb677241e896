// The api's SVG pictures as WebP. A browser draws every SVG <img> as a document of its own on the
// main thread (parse, style, text layout with its font lookups, paint), where a raster image is
// decoded off it; a phone's guest home page shows dozens of them. The pictures stay drawn as SVG
// (one source, every text escaped); librsvg (through sharp) rasterizes each once, at its own width
// and height, and the answer is kept by the SVG it came from.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Answers kept (LRU): each is a few KB, and a catalogue has a few thousand pictures. */
export const RASTER_CACHE_ENTRIES = 3000;
/** WebP's quality for a picture with fine detail (banners, logos). */
export const WEBP_QUALITY = 80;
/**
 * For the games' thumbnails: flat colours and large text, which look the same at 50 (an
 * eye check at a phone's 1.75 px per CSS pixel) in ~2.7 KB instead of ~4.3 KB; a slot list's
 * HTML asks for 8 of them ahead of its scripts.
 */
export const THUMBNAIL_WEBP_QUALITY = 50;

sharp.cache(false); // libvips' own cache would keep the decoded inputs; the answers are kept here

const cache = new Map<string, Promise<Buffer>>();

/** A short stable hash of a picture's SVG: its cache key and, per format, its ETag. */
export const svgDigest = (svg: string): string => createHash('sha1').update(svg).digest('base64url').slice(0, 20);

export interface RasterOptions {
  /** Twice its own size for a logo drawn at its CSS size (two pixels per CSS pixel on a phone). */
  scale?: 1 | 2;
  quality?: number;
  /** svgDigest(svg), for a caller that has it already (an ETag). */
  digest?: string;
}

/** The picture as WebP; rejects when librsvg cannot read the SVG (nothing is kept then). */
export function svgToWebp(
  svg: string,
  { scale = 1, quality = WEBP_QUALITY, digest = svgDigest(svg) }: RasterOptions = {},
): Promise<Buffer> {
  const key = `${scale}:${quality}:${digest}`;
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key); // most recently used last
    cache.set(key, kept);
    return kept;
  }
  const drawing = sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality })
    .toBuffer();
  cache.set(key, drawing);
  drawing.catch(() => cache.delete(key));
  if (cache.size > RASTER_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return drawing;
}

/** How many answers are kept (tests). */
export const rasterCacheSize = (): number => cache.size;
