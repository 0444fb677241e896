// The health of the releases a site runs, as its visitors' browsers report it (migration 020), and
// the canary guard that rolls back a canary failing too often (docs/releasing.md "The canary
// guard"). A report counts only for the entry's current stable or canary, under the entry's
// current revision; counting and judging are one immediate SQLite transaction with the rollback,
// so two reports never roll back twice: the second finds no canary.
import type { CanaryGuardConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { createLiveMap } from './live-map.js';
import { done, refused, type Outcome } from './outcome.js';

/** A release's loads and failed loads under the live map entry's current revision. */
export interface HealthCounters {
  loads: number;
  failures: number;
}

/** What a browser reports of one remote it loaded (or failed to load). */
export interface HealthReport extends HealthCounters {
  module: string;
  version: string;
}

export interface HealthAnswer {
  /** The reports counted, as sent. */
  counted: HealthReport[];
  /** The reports of a version the site does not run (a tab older than the live map), and why. */
  ignored: { module: string; version: string; reason: string }[];
  /** The canaries these reports ended, with the reason recorded in the live map. */
  rolled_back: { module: string; version: string; reason: string }[];
}

/** The live map's actor of the guard's rollbacks (release_changes.actor). */
const CANARY_GUARD_ACTOR = 'canary-guard';

interface EntryRow {
  stable: string;
  canary: string | null;
  revision: number;
}

/** Why the canary is rolled back, naming the figures; null while it holds. */
export function guardVerdict(
  version: string,
  { loads, failures }: HealthCounters,
  { minLoads, maxFailurePercent }: CanaryGuardConfig,
): string | null {
  // In integers: failures / loads >= maxFailurePercent / 100, no rounding at the limit.
  if (loads < minLoads || failures * 100 < maxFailurePercent * loads) return null;
  const percent = Math.floor((failures * 100) / loads);
  return `canary ${version} failed ${failures} of ${loads} loads (${percent} %), at or over the ${maxFailurePercent} % limit`;
}

export function createReleaseHealth(
  db: Db,
  liveMap: Pick<ReturnType<typeof createLiveMap>, 'change'>,
  guard: CanaryGuardConfig,
  now: () => number = Date.now,
) {
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const entryRow = db.prepare('SELECT stable, canary, revision FROM site_releases WHERE site_id = ? AND module = ?');
  // A row counted under another revision of the entry starts again from this report.
  const count = db.prepare(
    `INSERT INTO release_health (site_id, module, version, revision, loads, failures, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (site_id, module, version) DO UPDATE SET
       loads = CASE WHEN revision = excluded.revision THEN loads + excluded.loads ELSE excluded.loads END,
       failures = CASE WHEN revision = excluded.revision THEN failures + excluded.failures ELSE excluded.failures END,
       revision = excluded.revision,
       updated_at = excluded.updated_at
     RETURNING loads, failures`,
  );

  const record = db.transaction((siteId: string, reports: readonly HealthReport[]): Outcome<HealthAnswer> => {
    if (!siteExists.get(siteId)) return refused(404, `site '${siteId}' not found`);
    const answer: HealthAnswer = { counted: [], ignored: [], rolled_back: [] };
    for (const report of reports) {
      const { module, version } = report;
      const entry = entryRow.get(siteId, module) as EntryRow | undefined;
      if (!entry) {
        answer.ignored.push({ module, version, reason: `site ${siteId} runs no release of ${module}` });
        continue;
      }
      if (version !== entry.stable && version !== entry.canary) {
        answer.ignored.push({
          module,
          version,
          reason: `${version} is neither the stable nor the canary of ${module} on site ${siteId}`,
        });
        continue;
      }
      const at = now();
      const totals = count.get(siteId, module, version, entry.revision, report.loads, report.failures, at);
      answer.counted.push({ module, version, loads: report.loads, failures: report.failures });
      if (version !== entry.canary) continue;
      const reason = guardVerdict(version, totals as HealthCounters, guard);
      if (reason === null) continue;
      // A savepoint inside this transaction: the map cannot have moved since entryRow was read.
      const rollback = liveMap.change(
        siteId,
        module,
        { action: 'rollback', expected_revision: entry.revision, reason },
        CANARY_GUARD_ACTOR,
      );
      if (rollback.ok) answer.rolled_back.push({ module, version, reason });
    }
    return done(answer);
  });

  return {
    /**
     * Counts the reports of a site's visitors and rolls back each canary they show failing at or
     * over the limit: what was counted, ignored and rolled back (200); 400 for a report with more
     * failures than loads (nothing is counted then), 404 for an unknown site.
     */
    report(siteId: string, reports: readonly HealthReport[]): Outcome<HealthAnswer> {
      const over = reports.find((r) => r.failures > r.loads);
      if (over)
        return refused(
          400,
          `failures cannot exceed loads: ${over.module} ${over.version} reports ${over.failures} of ${over.loads}`,
        );
      return record.immediate(siteId, reports);
    },
  };
}
