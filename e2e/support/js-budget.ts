// Gzip size of the JavaScript a page fetched, grouped by the origin (app) that served it.
// The e2e servers send files uncompressed, so each body is gzipped here as a CDN would.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

interface Fetched {
  origin: string;
  gzip: number;
}

export interface JsRecorder {
  /** Reads every script response seen so far; call before byOrigin/total. */
  settle(): Promise<void>;
  byOrigin(): Map<string, number>;
  total(): number;
}

export function recordJs(page: Page): JsRecorder {
  const pending: Promise<Fetched>[] = [];
  let fetched: Fetched[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => ({ origin: url.origin, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ origin: url.origin, gzip: 0 }),
      ),
    );
  });
  return {
    async settle() {
      fetched = await Promise.all(pending);
    },
    byOrigin() {
      const map = new Map<string, number>();
      for (const { origin, gzip } of fetched) map.set(origin, (map.get(origin) ?? 0) + gzip);
      return map;
    },
    total: () => fetched.reduce((sum, f) => sum + f.gzip, 0),
  };
}
