// The product's OpenAPI document, as `npm run openapi` writes it to docs/api/openapi.json and
// openapi.test.ts compares it: the app buildApp makes for a server, with every development
// switch off (their routes are no part of the product, and the document stays the same
// whatever switches the caller's environment sets).
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openApiText } from './openapi.js';

export async function productOpenApi(): Promise<string> {
  const app = buildApp(loadConfig({ DATABASE_PATH: ':memory:', LOG_LEVEL: 'silent' }));
  try {
    await app.ready();
    return openApiText(app.swagger());
  } finally {
    await app.close();
  }
}
