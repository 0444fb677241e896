// docs/api/openapi.json is the document the routes make today (npm run openapi writes it; this
// test only reads it), a valid OpenAPI 3.1 document, and it has an operation for every product
// route the app registers and for nothing else. The Swagger UI at /api/docs/ is there only with
// CROUPIER_DEV_API_DOCS=1, and works under its own Content-Security-Policy.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatParamUrl } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { send, startApp, testConfig } from '../test/helpers.js';
import { DOCS_PREFIX, isDevRoute } from './openapi.js';
import { productOpenApi } from './openapi-document.js';

// Building an app seeds a database: slow on a loaded machine.
jest.setTimeout(60_000);

const API_DIR = path.join(__dirname, '..', '..');
const CHECKED_IN = path.join(API_DIR, '..', 'docs', 'api', 'openapi.json');
const EVERY_SWITCH = {
  CROUPIER_DEV_ROUTES: '1',
  CROUPIER_DEV_OUTBOX: '1',
  CROUPIER_DEV_OAUTH: '1',
  CROUPIER_DEV_API_DOCS: '1',
};
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

// The validator is an ES module only, which this jest (CommonJS) cannot load: a node process runs it.
const VALIDATE = `
import { text } from 'node:stream/consumers';
import { Validator } from '@seriousme/openapi-schema-validator';
const result = await new Validator().validate(JSON.parse(await text(process.stdin)));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? [] }));
`;

function validate(document: string): Promise<{ valid: boolean; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', VALIDATE],
      { cwd: API_DIR },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`the validator failed: ${stderr || err.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
    child.stdin!.end(document);
  });
}

/** `METHOD /path` of every operation of the document. */
function operationsOf(document: Document): string[] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.has(key))
      .map((method) => `${method.toUpperCase()} ${url}`),
  );
}

let text: string;
let document: Document;

beforeAll(async () => {
  text = await productOpenApi();
  document = JSON.parse(text);
});

describe('the OpenAPI document', () => {
  it('is the checked-in docs/api/openapi.json', () => {
    const checkedIn = fs.existsSync(CHECKED_IN) ? fs.readFileSync(CHECKED_IN, 'utf8') : null;
    if (checkedIn === text) return;
    const line = checkedIn === null ? 0 : checkedIn.split('\n').findIndex((l, i) => l !== text.split('\n')[i]) + 1;
    throw new Error(
      checkedIn === null
        ? 'docs/api/openapi.json is missing: run `npm run openapi` and commit the file'
        : `docs/api/openapi.json is not the document the routes make (from line ${line} on): run \`npm run openapi\` and commit the file`,
    );
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validate(text)).toEqual({ valid: true, errors: [] });
  });

  it('names the api and its version', () => {
    const apiPackage = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
    expect(document.info).toMatchObject({ title: 'Croupier api', version: apiPackage.version });
  });

  it('has an operation for every product route the app registers, and for nothing else', async () => {
    // Every switch on: a route only a switch adds is a development route (under /dev/), or it is
    // missing from the document.
    const app = buildApp(testConfig(EVERY_SWITCH));
    const registered: string[] = [];
    app.addHook('onRoute', ({ method, url }) => {
      const product = url !== '*' && !isDevRoute(url) && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
      for (const m of [method].flat()) if (product && m !== 'HEAD') registered.push(`${m} ${formatParamUrl(url)}`);
    });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
    expect(registered).toContain('POST /api/login');
    expect(registered).toContain('POST /broadcasting/auth');
    expect(registered).toContain('GET /api/game-art/{file}');
    expect(operationsOf(document).sort()).toEqual([...new Set(registered)].sort());
  });

  it('tags each operation with its first path segment after /api', () => {
    expect(document.paths['/api/member/profile/update']?.post?.tags).toEqual(['member']);
    expect(document.paths['/api/login']?.post?.tags).toEqual(['login']);
    expect(document.paths['/broadcasting/auth']?.post?.tags).toEqual(['broadcasting']);
  });

  it('says which operations take the session token', () => {
    const operation = (url: string) => document.paths[url]?.post as { security?: unknown } | undefined;
    expect(operation('/api/member/profile/update')?.security).toEqual([{ session: [] }]);
    expect(operation('/api/login')?.security).toBeUndefined();
  });
});

describe('the Swagger UI at /api/docs/', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('is served with CROUPIER_DEV_API_DOCS=1, under its own Content-Security-Policy', async () => {
    app = await startApp({ CROUPIER_DEV_API_DOCS: '1' });
    const page = await send(app, `${DOCS_PREFIX}/`, { method: 'GET' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self';/);
    // Plain http in development: nothing may be upgraded to https.
    expect(page.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
    for (const asset of ['static/swagger-ui.css', 'static/swagger-ui-bundle.js', 'static/swagger-initializer.js']) {
      expect((await send(app, `${DOCS_PREFIX}/${asset}`, { method: 'GET' })).statusCode).toBe(200);
    }
    // The document it shows is the product's (no development switch is on here).
    const served = (await send(app, `${DOCS_PREFIX}/json`, { method: 'GET' })).json<Document>();
    expect(operationsOf(served).sort()).toEqual(operationsOf(document).sort());
  });

  it('answers a malformed or prying path with a 4xx, never a file outside its own', async () => {
    app = await startApp({ CROUPIER_DEV_API_DOCS: '1' });
    const urls = [
      '/static/%E0%A4%A',
      '/static/..%2F..%2Fpackage.json',
      '/static/%2e%2e/%2e%2e/package.json',
      '/static/swagger-ui.css%00',
      '/json/x',
    ];
    const answers: [string, number][] = [];
    for (const url of urls)
      answers.push([url, (await send(app, `${DOCS_PREFIX}${url}`, { method: 'GET' })).statusCode]);
    expect(answers.filter(([, status]) => status < 400 || status >= 500)).toEqual([]);
  });

  it('is not there without the switch', async () => {
    app = await startApp();
    expect((await send(app, `${DOCS_PREFIX}/`, { method: 'GET' })).statusCode).toBe(404);
    expect((await send(app, `${DOCS_PREFIX}/json`, { method: 'GET' })).statusCode).toBe(404);
  });
});
