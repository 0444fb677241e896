// The brand's runtime file, served beside index.html (shell/public/env.json in this repo;
// a brand's web server replaces it without a rebuild).
export interface RuntimeEnv {
  SITE_ID: string;
}

export const ENV_PATH = '/env.json';

export async function fetchRuntimeEnv(doFetch: typeof fetch = fetch): Promise<RuntimeEnv> {
  // Low, like the shell's chunks it is asked beside (index.ts): nothing is painted from it before the
  // shell's first render, which waits for both.
  const res = await doFetch(ENV_PATH, { cache: 'no-store', priority: 'low' });
  if (!res.ok) throw new Error(`${ENV_PATH} answered HTTP ${res.status}`);
  const env = (await res.json()) as Partial<RuntimeEnv>;
  if (env.SITE_ID === undefined || env.SITE_ID === null || String(env.SITE_ID).trim() === '') {
    throw new Error(`${ENV_PATH} has no SITE_ID`);
  }
  return { SITE_ID: String(env.SITE_ID) };
}
