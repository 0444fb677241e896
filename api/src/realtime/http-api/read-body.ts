import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error.js';

/**
 * Reads the whole request body, up to `limit` bytes. A bigger body is drained (so the client
 * still reads the answer rather than a reset connection) and refused with 413.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > limit) reject(new HttpError(413, `Request body over ${limit} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}
