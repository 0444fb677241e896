// Catalogue and content reads served from memory: the serialized answer per topic and
// request-shape key, with a strong ETag from a hash of its bytes. Writes in this process call
// invalidate(topic) after they commit (the dev routes, through this one hub); a write by another
// connection to the same database file (an operator's tool) is seen through SQLite's
// `data_version`, which drops every topic. A fresh process starts empty, after migrations and seeds.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** What a cached answer depends on: the games catalogue, the site's row, the site's content. */
export type ReadTopic = 'games' | 'site' | 'content';

export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Keys per topic before the topic is emptied: request shapes are few; this bounds odd ones (unknown sites). */
const MAX_KEYS_PER_TOPIC = 512;

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function createReadCache(db: Db) {
  const topics = new Map<ReadTopic, Map<string, CachedAnswer>>();
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  let seenVersion = dataVersion();

  return {
    /** The cached answer of `key`, built (and serialized) once until its topic is invalidated. */
    answer(topic: ReadTopic, key: string, build: () => unknown): CachedAnswer {
      const version = dataVersion();
      if (version !== seenVersion) {
        seenVersion = version;
        topics.clear();
      }
      let entries = topics.get(topic);
      if (!entries) topics.set(topic, (entries = new Map()));
      const hit = entries.get(key);
      if (hit) return hit;
      if (entries.size >= MAX_KEYS_PER_TOPIC) entries.clear();
      const body = JSON.stringify(build());
      const fresh = { body, etag: etagOf(body) };
      entries.set(key, fresh);
      return fresh;
    },
    /** Called by every route that changed the topic's data, after its write. */
    invalidate(...changed: ReadTopic[]): void {
      for (const topic of changed) topics.delete(topic);
    },
  };
}
