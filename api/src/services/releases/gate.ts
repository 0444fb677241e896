// The compatibility gate over the stored releases (docs/releasing.md): the live shell is the shell
// release registered last (a team registers the shell it deploys); a remote's release goes live on
// a site only when that shell can serve it next to the site's other live remotes, and a shell
// release is registered only when it can serve every live remote (stable and canary) of every site.
// Both run inside the transaction of the change they guard.
import { SHELL_MODULE } from '../../config.js';
import type { Db } from '../../db/database.js';
import { incompatibilities, remoteNeeds, shellOffer, type LiveNeighbour, type ShellOffer } from './compatibility.js';

interface LiveRow {
  site_id: string;
  module: string;
  version: string;
  record: string;
}

const parse = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;

export function createCompatibilityGate(db: Db) {
  const latestShell = db.prepare(
    'SELECT version, record FROM releases WHERE module = ? ORDER BY registered_at DESC, rowid DESC LIMIT 1',
  );
  // Every live release, stable and canary, of every site (or of one).
  const liveSql = `SELECT l.site_id, l.module, l.stable AS version, r.record FROM site_releases l
       JOIN releases r ON r.module = l.module AND r.version = l.stable
     UNION ALL
     SELECT l.site_id, l.module, l.canary AS version, r.record FROM site_releases l
       JOIN releases r ON r.module = l.module AND r.version = l.canary`;
  const liveEverywhere = db.prepare(`SELECT * FROM (${liveSql}) ORDER BY site_id, module, version`);
  const liveOnSite = db.prepare(`SELECT * FROM (${liveSql}) WHERE site_id = ? ORDER BY module, version`);

  const neighbourOf = (row: LiveRow): LiveNeighbour => ({
    module: row.module,
    version: row.version,
    routes: remoteNeeds(parse(row.record))?.routes ?? [],
  });

  return {
    /**
     * Why `module` `version` (its release.json `record`) cannot go live on the site, as one
     * message; null when it can.
     */
    remoteFault(siteId: string, module: string, version: string, record: Record<string, unknown>): string | null {
      const needs = remoteNeeds(record);
      if (!needs)
        return `${module} ${version} cannot go live: its release.json does not say what it requires (contract, shared, runtime)`;
      const shell = latestShell.get(SHELL_MODULE) as { version: string; record: string } | undefined;
      const offer = shell ? shellOffer(parse(shell.record)) : null;
      if (!shell || !offer)
        return `${module} ${version} cannot go live: no shell release is registered, so nothing says what the live shell provides (npm run release -- shell --register)`;
      const neighbours = (liveOnSite.all(siteId) as LiveRow[]).map(neighbourOf);
      const reasons = incompatibilities({ module, version, needs }, { version: shell.version, offer }, neighbours);
      if (reasons.length === 0) return null;
      return `${module} ${version} cannot go live on site ${siteId}: it ${reasons.join('; it ')}. Nothing changed.`;
    },

    /** Why the shell release cannot serve the live remotes, as one message; null when it can. */
    shellFault(version: string, record: Record<string, unknown>): string | null {
      const offer: ShellOffer | null = shellOffer(record);
      if (!offer)
        return `shell ${version}: its release.json does not say what it provides (contract with servedMajors, shared, runtime, routes)`;
      // Each live release read once: what it needs, and the routes it answers beside the others.
      const live = (liveEverywhere.all() as LiveRow[]).map((row) => {
        const needs = remoteNeeds(parse(row.record));
        return { row, needs, neighbour: { module: row.module, version: row.version, routes: needs?.routes ?? [] } };
      });
      const faults: string[] = [];
      for (const { row, needs } of live) {
        if (!needs) continue;
        const neighbours = live.filter((other) => other.row.site_id === row.site_id).map((other) => other.neighbour);
        const reasons = incompatibilities(
          { module: row.module, version: row.version, needs },
          { version, offer },
          neighbours,
        );
        if (reasons.length > 0)
          faults.push(`${row.module} ${row.version} on site ${row.site_id} ${reasons.join('; ')}`);
      }
      if (faults.length === 0) return null;
      return `shell ${version} cannot serve what is live: ${faults.join(' | ')}. Nothing changed.`;
    },
  };
}
export type CompatibilityGate = ReturnType<typeof createCompatibilityGate>;
