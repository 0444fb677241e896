// npm run openapi: writes docs/api/openapi.json, the api's OpenAPI document, from the very routes
// and schemas the server registers (api/src/http/openapi.ts), run from the TypeScript sources.
// The document describes the product: it is built with every development switch off
// (CROUPIER_DEV_*: the /api/dev/... and /api/auth/dev/... routes are left out), whatever the
// environment says. Keys are sorted so that a change to one route is a small diff.
// api/src/http/openapi.test.ts fails when the file is not what this script would write.
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'docs/api/openapi.json');

register('./ts-source-hooks.mjs', import.meta.url);
const { productOpenApi } = await import('../src/http/openapi-document.ts');

const text = await productOpenApi();
const before = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : null;
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, text);
const operations = Object.values(JSON.parse(text).paths).reduce((n, path) => n + Object.keys(path).length, 0);
process.stdout.write(
  `openapi: ${path.relative(ROOT, OUT)} ${before === text ? 'unchanged' : 'written'} (${operations} operations)\n`,
);
