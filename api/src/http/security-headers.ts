// Response headers of every api answer. @fastify/helmet sets the generic ones (nosniff above
// all); what depends on where the api runs is left to others: HSTS to the TLS edge (deploy/nginx),
// CSP and framing to each HTML page (the game pages set their own, they are framed by the site).
// Answers are `no-store` unless a route chose its own caching (public pictures): they carry
// members' data, sessions and one-time captchas, which no browser or proxy cache should keep.
// The api sets no cookies (the session is the `authorization` header).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    // The dev sign-in page is a popup that hands its result back to its opener.
    crossOriginOpenerPolicy: false,
    // Pictures and game pages are loaded by the site's pages, on the same site (another port locally).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
