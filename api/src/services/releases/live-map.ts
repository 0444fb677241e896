// The live map (migration 019): per site and remote, the stable release, the canary tried on a
// share of the visitors, and the revision; and the record of its changes. A change is a
// compare-and-set: the caller says which revision it read (null: none yet), and the change is made
// only while the map is still at it, check and writes in one immediate SQLite transaction (an
// immediate one takes the write lock first, so another process on the same file waits for it and
// then reads the new revision instead of failing on a stale read).
import type { Db } from '../../db/database.js';
import type { HealthCounters } from './health.js';
import { done, refused, type Outcome } from './outcome.js';
import type { CompatibilityGate } from './gate.js';
import type { ReleaseRegistry } from './registry.js';

export type ReleaseAction = 'promote' | 'canary' | 'rollback';

/** A site's entry for one remote, as the api answers it. */
export interface LiveEntry {
  module: string;
  stable: string;
  stable_manifest_url: string;
  canary: string | null;
  canary_manifest_url: string | null;
  /** The share of visitors given the canary, 1..99; 0 without a canary. */
  canary_percent: number;
  revision: number;
  updated_at: number;
}

/** One change of the live map, as recorded. */
export interface ReleaseChange {
  id: number;
  module: string;
  action: ReleaseAction;
  from_stable: string | null;
  to_stable: string;
  from_canary: string | null;
  to_canary: string | null;
  canary_percent: number;
  /** The revision this change made. */
  revision: number;
  /** The team whose token made it. */
  actor: string;
  reason: string;
  at: number;
}

/** An entry of the map, with its releases' health as the visitors reported it (health.ts). */
export interface LiveMapEntry extends LiveEntry {
  /** The stable's loads and failures under the entry's current revision. */
  stable_health: HealthCounters;
  /** The canary's, likewise; null without a canary. */
  canary_health: HealthCounters | null;
}

export interface LiveMap {
  site_id: string;
  modules: LiveMapEntry[];
  /** The newest first, at most LIVE_MAP_CHANGES. */
  changes: ReleaseChange[];
}

export interface ChangeInput {
  action: ReleaseAction;
  version?: string;
  percent?: number;
  /** The revision the caller read; null when the site had no entry for the remote. */
  expected_revision: number | null;
  reason: string;
}

/** How many of its latest changes the live map answers. */
export const LIVE_MAP_CHANGES = 50;

interface Row {
  module: string;
  stable: string;
  canary: string | null;
  canary_percent: number;
  revision: number;
  updated_at: number;
}

type Next = Pick<Row, 'stable' | 'canary' | 'canary_percent'>;

/** Why the input does not make a change of its action, or null. */
function inputFault({ action, version, percent, reason }: ChangeInput): string | null {
  if (reason.trim() === '') return 'reason must say why (1-500 characters)';
  if (action === 'rollback') {
    if (version !== undefined || percent !== undefined)
      return 'rollback takes no version or percent: it goes back to what the map held before';
    return null;
  }
  if (version === undefined) return `${action} needs the version to place`;
  if (action === 'promote' && percent !== undefined) return 'promote takes no percent: the stable serves every visitor';
  if (action === 'canary' && percent === undefined) return 'canary needs its percent (1-99)';
  return null;
}

/** `gate`: the compatibility gate a promotion or a canary passes (gate.ts); none in the map's own tests. */
export function createLiveMap(
  db: Db,
  registry: ReleaseRegistry,
  now: () => number = Date.now,
  gate?: Pick<CompatibilityGate, 'remoteFault'>,
) {
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const entryRow = db.prepare(
    'SELECT module, stable, canary, canary_percent, revision, updated_at FROM site_releases WHERE site_id = ? AND module = ?',
  );
  const entryRows = db.prepare(
    'SELECT module, stable, canary, canary_percent, revision, updated_at FROM site_releases WHERE site_id = ? ORDER BY module',
  );
  const insertEntry = db.prepare(
    `INSERT INTO site_releases (site_id, module, stable, canary, canary_percent, revision, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?)`,
  );
  const updateEntry = db.prepare(
    `UPDATE site_releases SET stable = ?, canary = ?, canary_percent = ?, revision = revision + 1, updated_at = ?
     WHERE site_id = ? AND module = ? AND revision = ?`,
  );
  const insertChange = db.prepare(
    `INSERT INTO release_changes (site_id, module, action, from_stable, to_stable, from_canary, to_canary,
       canary_percent, revision, actor, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const stableMoves = db.prepare(
    `SELECT action, from_stable, to_stable FROM release_changes
     WHERE site_id = ? AND module = ? AND from_stable IS NOT to_stable ORDER BY id`,
  );
  const healthRow = db.prepare(
    'SELECT loads, failures FROM release_health WHERE site_id = ? AND module = ? AND version = ? AND revision = ?',
  );
  const latestChanges = db.prepare(
    `SELECT id, module, action, from_stable, to_stable, from_canary, to_canary, canary_percent, revision, actor,
       reason, at FROM release_changes WHERE site_id = ? ORDER BY id DESC LIMIT ?`,
  );

  const entry = (row: Row): LiveEntry => ({
    module: row.module,
    stable: row.stable,
    stable_manifest_url: registry.find(row.module, row.stable)?.manifest_url ?? '',
    canary: row.canary,
    canary_manifest_url: row.canary === null ? null : (registry.find(row.module, row.canary)?.manifest_url ?? ''),
    canary_percent: row.canary_percent,
    revision: row.revision,
    updated_at: row.updated_at,
  });

  /** A release's counters under the entry's current revision (none counted yet: zeros). */
  const health = (siteId: string, row: Row, version: string): HealthCounters =>
    (healthRow.get(siteId, row.module, version, row.revision) as HealthCounters | undefined) ?? {
      loads: 0,
      failures: 0,
    };

  /**
   * The stable before the current one: the record's moves of the stable replayed, a promotion
   * pushing the stable it replaced and a rollback popping it, so rollbacks one after another walk
   * back through the stables in turn. null when there is none.
   */
  function previousStable(siteId: string, module: string): string | null {
    const earlier: string[] = [];
    const moves = stableMoves.all(siteId, module) as Pick<ReleaseChange, 'action' | 'from_stable' | 'to_stable'>[];
    for (const move of moves) {
      if (move.action === 'rollback') earlier.pop();
      else if (move.from_stable !== null) earlier.push(move.from_stable);
    }
    return earlier.at(-1) ?? null;
  }

  /** The entry the action makes of the current one, or why it makes none (409). */
  function next(siteId: string, module: string, current: Row | undefined, input: ChangeInput): Next | string {
    const { action, version = '', percent = 0 } = input;
    if (action === 'promote') {
      if (current?.stable === version && current.canary === null)
        return `nothing to change: ${version} is the stable of ${module} already, with no canary`;
      return { stable: version, canary: null, canary_percent: 0 };
    }
    if (action === 'canary') {
      if (!current) return `a canary needs a stable: promote a release of ${module} on site ${siteId} first`;
      if (current.stable === version) return `${version} is the stable of ${module} already: a canary tries another`;
      if (current.canary === version && current.canary_percent === percent)
        return `nothing to change: ${version} is the canary of ${module} at ${percent} % already`;
      return { stable: current.stable, canary: version, canary_percent: percent };
    }
    if (!current) return `nothing to roll back: site ${siteId} has no release of ${module}`;
    if (current.canary !== null) return { stable: current.stable, canary: null, canary_percent: 0 };
    const previous = previousStable(siteId, module);
    if (previous === null)
      return `nothing to roll back to: ${current.stable} is the first stable of ${module} on site ${siteId}`;
    return { stable: previous, canary: null, canary_percent: 0 };
  }

  const change = db.transaction(
    (siteId: string, module: string, input: ChangeInput, actor: string): Outcome<LiveEntry> => {
      if (!siteExists.get(siteId)) return refused(404, `site '${siteId}' not found`);
      const release = input.version === undefined ? null : registry.find(module, input.version);
      if (input.version !== undefined && !release)
        return refused(404, `${module} ${input.version} is not a registered release`);
      const current = entryRow.get(siteId, module) as Row | undefined;
      const revision = current?.revision ?? null;
      if (input.expected_revision !== revision)
        return refused(409, `conflict: the live map changed (revision ${revision ?? 'none'})`);
      const made = next(siteId, module, current, input);
      if (typeof made === 'string') return refused(409, made);
      // The gate guards what goes live; a rollback goes back to what was live, and is never held up.
      const fault = release && gate ? gate.remoteFault(siteId, module, release.version, release.record) : null;
      if (fault) return refused(409, fault);
      const at = now();
      if (!current) insertEntry.run(siteId, module, made.stable, made.canary, made.canary_percent, at);
      else if (
        updateEntry.run(made.stable, made.canary, made.canary_percent, at, siteId, module, revision).changes !== 1
      )
        throw new Error('the live map moved inside its own transaction');
      insertChange.run(
        siteId,
        module,
        input.action,
        current?.stable ?? null,
        made.stable,
        current?.canary ?? null,
        made.canary,
        made.canary_percent,
        (revision ?? 0) + 1,
        actor,
        input.reason.trim(),
        at,
      );
      return done(entry(entryRow.get(siteId, module) as Row));
    },
  );

  return {
    /** The site's live map and its latest changes; null for an unknown site. */
    map(siteId: string): LiveMap | null {
      if (!siteExists.get(siteId)) return null;
      return {
        site_id: siteId,
        modules: (entryRows.all(siteId) as Row[]).map((row) => ({
          ...entry(row),
          stable_health: health(siteId, row, row.stable),
          canary_health: row.canary === null ? null : health(siteId, row, row.canary),
        })),
        changes: latestChanges.all(siteId, LIVE_MAP_CHANGES) as ReleaseChange[],
      };
    },
    /**
     * Promotes, tries a canary or rolls back, as `actor` (the token's team) for the reason given:
     * the new entry (200); 400 for input its action cannot take, 404 for an unknown site or release,
     * 409 when the map is not at expected_revision or the action has nothing to do. Nothing is
     * written unless the whole change is.
     */
    change(siteId: string, module: string, input: ChangeInput, actor: string): Outcome<LiveEntry> {
      if (!registry.isRemote(module)) return refused(400, `'${module.slice(0, 64)}' is no remote of the manifest`);
      const fault = inputFault(input);
      if (fault) return refused(400, fault);
      return change.immediate(siteId, module, input, actor);
    },
  };
}
