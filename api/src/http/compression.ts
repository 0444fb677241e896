// JSON (and other text) answers above 1 KB compressed with br or gzip, as the request's
// Accept-Encoding prefers (@fastify/compress; it adds `Vary: accept-encoding`). Brotli at quality 4:
// the default 11 costs more CPU per answer than the bytes it saves on a dynamic answer.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export function installCompression(app: FastifyInstance): void {
  app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
