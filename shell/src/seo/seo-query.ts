// GET /seo.json from the shell's own origin, once per page load: a brand replaces the file on
// its web server and the next visit uses it. A missing or broken file means no table (the site
// title stands in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseSeoTable, type SeoTable } from './seo-table.js';

export const SEO_TABLE_URL = '/seo.json';
export const SEO_TABLE_KEY = ['shell', 'seo-table'] as const;

export async function fetchSeoTable(doFetch: typeof fetch = globalThis.fetch): Promise<SeoTable | null> {
  const res = await doFetch(SEO_TABLE_URL, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  return parseSeoTable(await res.json());
}

export const seoTableQuery = queryOptions({
  queryKey: SEO_TABLE_KEY,
  queryFn: () => fetchSeoTable(),
  staleTime: Infinity,
  retry: false,
});

export function useSeoTable(): SeoTable | null {
  return useQuery(seoTableQuery).data ?? null;
}
