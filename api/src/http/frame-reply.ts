// The answer of a page frame's include (GET /api/frame/*), which the web server puts into
// the shell's HTML: never stored (it follows the visitor's cookies or the data of the moment, and
// the page it goes into is never cached either); nothing to include is a 204.
import type { FastifyReply } from 'fastify';

export function sendFrameHtml(reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-store');
  if (!html) return reply.code(204).send();
  return reply.type('text/html; charset=utf-8').send(html);
}
