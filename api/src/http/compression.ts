// JSON (and other text) answers above 1 KB compressed with br or gzip, as the request's
// Accept-Encoding prefers (@fastify/compress; it adds `Vary: accept-encoding`). Brotli at quality 4:
// the default 11 costs more CPU per answer than the bytes it saves on a dynamic answer.
// A cached answer (cached-reply.ts) keeps its compressed bytes: the same negotiation and settings,
// done once per answer instead of once per request; the plugin leaves an encoded answer alone.
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export function installCompression(app: FastifyInstance): void {
  app.register(compress, { encodings: [...ENCODINGS], threshold: COMPRESS_THRESHOLD_BYTES, brotliOptions: BROTLI_OPTIONS });
}

/** The encoding @fastify/compress would choose for this request ('*' and x-gzip mean gzip, as there), or null. */
export function negotiatedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function encode(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}
