// A banner's picture before it is uploaded: the api takes a PNG, JPEG or WebP of at most 2 MB as
// base64 in JSON (POST /sites/:site_id/carousel/pictures). The console checks type and size first,
// so a wrong file is refused at once, without sending megabytes; the api checks the bytes again.

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
/** The api's PICTURE_MAX_BYTES. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export type PictureProblem = { problem: 'type' } | { problem: 'size'; bytes: number };

/** What is wrong with the file for a banner, or null. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' };
  if (file.size > PICTURE_MAX_BYTES) return { problem: 'size', bytes: file.size };
  return null;
}

/** The file's bytes as base64 (no data: prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
