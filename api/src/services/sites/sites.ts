// Site detail: the stored site plus what only the running api knows (environment, socket
// address for browsers, module URL overrides). A remote placed on the site's live map (migration
// 019, services/releases) is loaded from the manifest of the release this visitor gets — their
// override, else the canary when their bucket is below its share, else the stable — so a
// promotion, canary or rollback is what the next page load gets, whatever the deployment's
// CROUPIER_MODULE_URLS say.
import type {
  EnvConfig,
  ModuleName,
  SiteDetail,
  SiteModule,
  SiteModuleRelease,
  SiteSettings,
} from '@croupier/shared/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ReleaseOverride } from '../releases/index.js';

interface SiteRow {
  site_id: string;
  site_name: string;
  titles: string;
  settings: string;
  env_config: string;
}

interface ModuleRow {
  name: ModuleName;
  manifest_url: string;
  enabled: 0 | 1;
  /** The stable release and its manifest, when the site's live map places the module. */
  stable: string | null;
  stable_url: string | null;
  canary: string | null;
  canary_url: string | null;
  canary_percent: number | null;
}

/** Who asks: their bucket (absent: the stable for every remote) and the overrides verified for them. */
export interface Visitor {
  bucket?: number;
  overrides?: readonly ReleaseOverride[];
}

/** The release of the module this visitor gets, with its manifest; null when the live map does not place it. */
function releaseFor(m: ModuleRow, visitor: Visitor): { manifest_url: string; release: SiteModuleRelease } | null {
  const override = visitor.overrides?.find((o) => o.module === m.name);
  if (override)
    return {
      manifest_url: override.manifest_url,
      release: { version: override.version, channel: 'override', expires_at: override.expires_at },
    };
  if (
    m.canary !== null &&
    m.canary_url !== null &&
    visitor.bucket !== undefined &&
    visitor.bucket < (m.canary_percent ?? 0)
  )
    return { manifest_url: m.canary_url, release: { version: m.canary, channel: 'canary' } };
  if (m.stable !== null && m.stable_url !== null)
    return { manifest_url: m.stable_url, release: { version: m.stable, channel: 'stable' } };
  return null;
}

export function createSites(db: Db, config: Pick<Config, 'environment' | 'publicSocket' | 'pusher' | 'moduleUrls'>) {
  const site = db.prepare('SELECT site_id, site_name, titles, settings, env_config FROM sites WHERE site_id = ?');
  const modules = db.prepare(
    `SELECT m.name, m.manifest_url, m.enabled, l.stable, s.manifest_url AS stable_url,
            l.canary, c.manifest_url AS canary_url, l.canary_percent
       FROM site_modules m
       LEFT JOIN site_releases l ON l.site_id = m.site_id AND l.module = m.name
       LEFT JOIN releases s ON s.module = l.module AND s.version = l.stable
       LEFT JOIN releases c ON c.module = l.module AND c.version = l.canary
      WHERE m.site_id = ? ORDER BY m.sort, m.name`,
  );
  const singleLogin = db.prepare(
    "SELECT json_extract(settings, '$.SINGLE_LOGIN') AS value FROM sites WHERE site_id = ?",
  );

  return {
    /** The brand's SINGLE_LOGIN setting: a new login ends the member's older sessions (absent: true). */
    singleLogin(siteId: string): boolean {
      const row = singleLogin.get(siteId) as { value: number | null } | undefined;
      return row?.value !== 0;
    },
    detail(siteId: string, visitor: Visitor = {}): SiteDetail | null {
      const row = site.get(siteId) as SiteRow | undefined;
      if (!row) return null;
      const stored = JSON.parse(row.env_config) as Omit<EnvConfig, 'environment' | 'socket'>;
      const env_config: EnvConfig = {
        ...stored,
        environment: config.environment,
        socket: {
          key: config.pusher.key,
          host: config.publicSocket.host,
          port: config.publicSocket.port,
          force_tls: config.publicSocket.forceTls,
        },
      };
      return {
        site_id: row.site_id,
        site_name: row.site_name,
        site_title: JSON.parse(row.titles) as Record<string, string>,
        settings: JSON.parse(row.settings) as SiteSettings,
        env_config,
        modules: (modules.all(siteId) as ModuleRow[]).map((m): SiteModule => {
          const given = releaseFor(m, visitor);
          return {
            name: m.name,
            manifest_url: given?.manifest_url ?? config.moduleUrls[m.name] ?? m.manifest_url,
            enabled: m.enabled === 1,
            ...(given ? { release: given.release } : {}),
          };
        }),
      };
    },
  };
}
export type Sites = ReturnType<typeof createSites>;
