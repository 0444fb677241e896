// A picture an operator uploads (the console's carousel banners): its type is read from its bytes,
// never taken from what the client says; its size and sides are bounded; it is decoded and encoded
// anew as WebP, which drops its metadata (EXIF, GPS, comments) and anything riding along in the
// file. SVG is refused: it is a document that can hold script, not a picture.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { WEBP_QUALITY } from './svg-raster.js';

/** The largest picture taken, in bytes (decoded). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side taken, in pixels. */
export const PICTURE_MAX_SIDE = 4096;
/** The types taken, and the format sharp reads from their bytes. */
export const PICTURE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
export type PictureType = keyof typeof PICTURE_TYPES;

export interface EncodedPicture {
  webp: Buffer;
  width: number;
  height: number;
  /** The first 32 hex digits of the WebP's SHA-256: the same picture gets the same name. */
  digest: string;
}

const limits = { failOn: 'error', limitInputPixels: PICTURE_MAX_SIDE * PICTURE_MAX_SIDE } as const;

/** The picture as WebP, or why it is refused (a sentence for the operator). */
export async function encodeUploadedPicture(
  bytes: Buffer,
  declared: PictureType,
): Promise<EncodedPicture | { refused: string }> {
  if (bytes.length === 0) return { refused: 'The picture is empty' };
  if (bytes.length > PICTURE_MAX_BYTES)
    return { refused: `The picture is ${bytes.length} bytes; at most ${PICTURE_MAX_BYTES} (2 MB) are taken` };
  const metadata = await sharp(bytes, limits)
    .metadata()
    .catch(() => null);
  if (!metadata) return { refused: 'The file is not a PNG, JPEG or WebP picture' };
  if (metadata.format === 'svg') return { refused: 'SVG is not taken: upload a PNG, JPEG or WebP picture' };
  if (metadata.format !== PICTURE_TYPES[declared])
    return { refused: `The file is ${metadata.format ? `a ${metadata.format} file` : 'no picture'}, not ${declared}` };
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1 || width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE)
    return { refused: `The picture is ${width}x${height} px; each side must be 1 to ${PICTURE_MAX_SIDE} px` };
  // rotate(): applies the EXIF orientation before the metadata goes.
  const encoded = await sharp(bytes, limits)
    .rotate()
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!encoded) return { refused: 'The picture cannot be decoded' };
  return {
    webp: encoded.data,
    width: encoded.info.width,
    height: encoded.info.height,
    digest: createHash('sha256').update(encoded.data).digest('hex').slice(0, 32),
  };
}
