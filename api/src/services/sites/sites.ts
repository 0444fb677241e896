// Site detail: the stored site plus what only the running api knows (environment, socket
// address for browsers, module URL overrides). A remote placed on the site's live map (migration
// 019, services/releases) is loaded from its stable release's manifest: a promotion or a rollback
// is what the next page load gets, whatever the deployment's CROUPIER_MODULE_URLS say.
import type { EnvConfig, ModuleName, SiteDetail, SiteModule, SiteSettings } from '@croupier/shared/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';

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
  /** The stable release's manifest, when the site's live map places the module. */
  released_url: string | null;
}

export function createSites(db: Db, config: Pick<Config, 'environment' | 'publicSocket' | 'pusher' | 'moduleUrls'>) {
  const site = db.prepare('SELECT site_id, site_name, titles, settings, env_config FROM sites WHERE site_id = ?');
  const modules = db.prepare(
    `SELECT m.name, m.manifest_url, m.enabled, r.manifest_url AS released_url
       FROM site_modules m
       LEFT JOIN site_releases l ON l.site_id = m.site_id AND l.module = m.name
       LEFT JOIN releases r ON r.module = l.module AND r.version = l.stable
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
    detail(siteId: string): SiteDetail | null {
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
        modules: (modules.all(siteId) as ModuleRow[]).map((m): SiteModule => ({
          name: m.name,
          manifest_url: m.released_url ?? config.moduleUrls[m.name] ?? m.manifest_url,
          enabled: m.enabled === 1,
        })),
      };
    },
  };
}
export type Sites = ReturnType<typeof createSites>;
