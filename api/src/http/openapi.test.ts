// docs/api/openapi.json is the document the routes make today (npm run openapi writes it; this
// test only reads it), a valid OpenAPI 3.1 document, and it has an operation for every product
// route the app registers and for nothing else.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatParamUrl } from '@fastify/swagger';
import { buildApp } from '../app.js';
import { testConfig } from '../test/helpers.js';
import { isDevRoute } from './openapi.js';
import { productOpenApi } from './openapi-document.js';

// Building an app seeds a database: slow on a loaded machine.
jest.setTimeout(60_000);

const API_DIR = path.join(__dirname, '..', '..');
const CHECKED_IN = path.join(API_DIR, '..', 'docs', 'api', 'openapi.json');
const EVERY_SWITCH = { CROUPIER_DEV_ROUTES: '1', CROUPIER_DEV_OUTBOX: '1', CROUPIER_DEV_OAUTH: '1' };
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
    const child = execFile(process.execPath, ['--input-type=module', '-e', VALIDATE], { cwd: API_DIR }, (err, stdout, stderr) => {
      if (err) reject(new Error(`the validator failed: ${stderr || err.message}`));
      else resolve(JSON.parse(stdout));
    });
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
      const product = url !== '*' && !isDevRoute(url);
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
