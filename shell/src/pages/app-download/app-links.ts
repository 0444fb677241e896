// Where the brand's apps are downloaded: env_config.app_download { android, ios } (optional,
// per brand, read at run time like the rest of the environment detail). Only https links count.
import type { EnvConfig } from '@croupier/shared';

export interface AppLinks {
  android: string | null;
  ios: string | null;
}

const httpsOnly = (value: unknown): string | null =>
  typeof value === 'string' && /^https:\/\//i.test(value) ? value : null;

export function appLinks(env: EnvConfig | undefined): AppLinks {
  const raw = (env as (EnvConfig & { app_download?: Record<string, unknown> }) | undefined)?.app_download;
  return { android: httpsOnly(raw?.android), ios: httpsOnly(raw?.ios) };
}
