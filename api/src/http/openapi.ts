// The api's OpenAPI 3.1 document, built by @fastify/swagger from the schemas the routes validate
// with (route-schema.ts): it describes what the server checks, and cannot drift from it. The
// plugin collects the routes as they are added (an onRoute hook), so installOpenApi comes before
// any route. Each operation is tagged by its first path segment after /api.
// docs/api/openapi.json holds the product's document (`npm run openapi`, openapi-document.ts);
// with CROUPIER_DEV_API_DOCS=1 (never in production) the api also serves it browsable at /api/docs/.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_PREFIX } from '@croupier/shared/contracts';
import apiPackage from '../../package.json' with { type: 'json' };
import { requireMember } from './auth.js';

/** Where the Swagger UI is (its document: /api/docs/json). */
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

/** A development route (/api/dev/..., /api/auth/dev/...): added only by a CROUPIER_DEV_* switch. */
export const isDevRoute = (url: string): boolean => url.split('/').includes('dev');

/** The first path segment after /api: /api/member/profile is `member`, /broadcasting/auth is `broadcasting`. */
export function tagOf(url: string): string {
  const path = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  return path.split('/')[1] || 'root';
}

/** The name of the hook a route that takes a session runs (auth.ts); making one reads no session. */
const SESSION_HOOK = requireMember(null as never).name;

/** Whether the route answers only with a member's session (`authorization` header). */
function takesSession(route: RouteOptions): boolean {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  return hooks.some((hook) => typeof hook === 'function' && hook.name === SESSION_HOOK);
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every tag the operations use, in name order: the Swagger UI groups the operations by them. */
function tagsOf(paths: Record<string, Record<string, { tags?: string[] }>> = {}): { name: string }[] {
  const names = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (METHODS.includes(method)) for (const tag of operation.tags ?? []) names.add(tag);
    }
  }
  return [...names].sort().map((name) => ({ name }));
}

export function installOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, as TypeBox writes them (`type: 'null'`, `const`).
      openapi: '3.1.0',
      info: {
        title: 'Croupier api',
        version: apiPackage.version,
        description:
          "The site's api: each operation's parameters and body as the server validates them. Answers are JSON, " +
          '`{ code, message, data }` (or `{ header, body }` on the older calls), where `code` tells the outcome.',
      },
      // The site's own origin: the api, or the site's server that passes /api and /broadcasting on to it.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'The token a login answered with.',
          },
          releaseToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A team's release token (CROUPIER_RELEASE_TOKENS; docs/releasing.md).",
          },
          operatorSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'croupier_operator',
            description:
              'The console session a sign-in with both factors set (docs/operators.md); calls that change something also send x-csrf-token.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: {
        ...schema,
        tags: schema?.tags ?? [tagOf(url)],
        ...(route && takesSession(route) ? { security: [{ session: [] }] } : {}),
      },
      url,
    }),
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      return { ...document, tags: tagsOf(document.paths as Parameters<typeof tagsOf>[0]) };
    },
  });
}

/**
 * The Swagger UI's own Content-Security-Policy (the api leaves the policy to each HTML page,
 * security-headers.ts): its scripts and styles are its own files, and the hash is the one inline
 * <style>, in the Swagger logo's SVG. Not @fastify/swagger-ui's default: that upgrades requests
 * to https (a development api is plain http, maybe at a LAN address) and lets the page load an
 * image from validator.swagger.io.
 */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
};

/** The Swagger UI at /api/docs/, for development; it sends its calls to the origin it is served from. */
export function installApiDocs(app: FastifyInstance): void {
  app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    // validatorUrl: no badge fetched from validator.swagger.io.
    uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
  });
}

/** Sorts every object's keys (arrays keep their order), so that the JSON text is the same for the same document. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The document as docs/api/openapi.json holds it: keys sorted at every level, two-space indent, a final newline. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(sortedKeys(document), null, 2)}\n`;
}
