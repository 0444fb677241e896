// The registry of releases (migration 019): a team registers a release that scripts/release.mjs
// made, with the URL its mf-manifest.json is served from and its release.json. A release never
// changes: the same version registered again is answered as it was (200) when it is the very same
// release, and refused (409) when anything differs.
import type { Db } from '../../db/database.js';
import { SHELL_MODULE } from '../../config.js';
import type { CompatibilityGate } from './gate.js';
import { done, refused, type Outcome } from './outcome.js';

/** A release as the api answers it. */
export interface Release {
  module: string;
  version: string;
  manifest_url: string;
  /** Its release.json, as registered. */
  record: Record<string, unknown>;
  /** The team whose token registered it. */
  registered_by: string;
  registered_at: number;
}

export interface ReleaseInput {
  version: string;
  manifest_url: string;
  record: Record<string, unknown>;
}

interface Row {
  module: string;
  version: string;
  manifest_url: string;
  record: string;
  registered_by: string;
  registered_at: number;
}

/** The most releases a list answers unless asked for fewer. */
export const RELEASE_LIST_LIMIT = 100;

// A release's version as scripts/release.mjs writes it: semver (a pre-release allowed) and build
// metadata, which is the build's content hash: 0.1.0+3529ba74cdf4.
const IDENTIFIER = '[0-9A-Za-z-]+';
const NUMERIC = '(?:0|[1-9]\\d*)';
const PRE_RELEASE = `(?:${NUMERIC}|\\d*[A-Za-z-][0-9A-Za-z-]*)`;
const RELEASE_VERSION = new RegExp(
  `^${NUMERIC}\\.${NUMERIC}\\.${NUMERIC}(?:-${PRE_RELEASE}(?:\\.${PRE_RELEASE})*)?\\+${IDENTIFIER}(?:\\.${IDENTIFIER})*$`,
);

export const isReleaseVersion = (version: string): boolean => RELEASE_VERSION.test(version);

/** The same JSON text for the same value whatever its keys' order: a resent release.json is the same release. */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((key) => [key, sorted((v as Record<string, unknown>)[key])]),
    );
  };
  return JSON.stringify(sorted(value));
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The deepest a record may nest: release.json nests 3 levels; the bound keeps every walk of it short. */
const RECORD_DEPTH = 16;

/** Whether the value nests deeper than `limit` (stops looking there). */
function nestsDeeper(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((child) => nestsDeeper(child, limit - 1));
}

const release = (row: Row): Release => ({ ...row, record: JSON.parse(row.record) as Record<string, unknown> });

/** Why the input is no release of that module, or null when it is one. */
function inputFault(module: string, { version, manifest_url, record }: ReleaseInput): string | null {
  if (!isReleaseVersion(version))
    return `version '${version}' is not a release version: semver with build metadata, like 0.1.0+3529ba74cdf4`;
  if (!isHttpUrl(manifest_url)) return `manifest_url must be an http(s) URL, got '${manifest_url.slice(0, 200)}'`;
  if (nestsDeeper(record, RECORD_DEPTH))
    return `record nests deeper than ${RECORD_DEPTH} levels: it is no release.json`;
  if (record.remote !== module) return `record.remote is '${String(record.remote)}', not the module '${module}'`;
  if (record.version !== version) return `record.version is '${String(record.version)}', not the version '${version}'`;
  return null;
}

/**
 * @param isRemote whether a name is a remote of the manifest of remotes.
 * @param gate the compatibility gate a new shell release passes (gate.ts).
 */
export function createReleaseRegistry(
  db: Db,
  isRemote: (module: string) => boolean,
  now: () => number = Date.now,
  gate?: Pick<CompatibilityGate, 'shellFault'>,
) {
  const select = db.prepare('SELECT * FROM releases WHERE module = ? AND version = ?');
  const insert = db.prepare(
    `INSERT INTO releases (module, version, manifest_url, record, registered_by, registered_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (module, version) DO NOTHING`,
  );
  const list = db.prepare('SELECT * FROM releases WHERE module = ? ORDER BY registered_at DESC, rowid DESC LIMIT ?');

  const register = db.transaction((module: string, input: ReleaseInput, team: string): Outcome<Release> => {
    const text = JSON.stringify(input.record);
    if (module === SHELL_MODULE && gate && !select.get(module, input.version)) {
      const fault = gate.shellFault(input.version, input.record);
      if (fault) return refused(409, fault);
    }
    if (insert.run(module, input.version, input.manifest_url, text, team, now()).changes === 1)
      return done(release(select.get(module, input.version) as Row), 201);
    const kept = select.get(module, input.version) as Row;
    const differs = [
      kept.manifest_url !== input.manifest_url && 'manifest_url',
      canonical(JSON.parse(kept.record)) !== canonical(input.record) && 'record',
    ].filter(Boolean);
    if (differs.length > 0)
      return refused(
        409,
        `${module} ${input.version} is registered already with another ${differs.join(' and ')}: a release never changes`,
      );
    return done(release(kept));
  });

  /** What has releases: the remotes, and the shell, whose release says what remotes it serves. */
  const isReleased = (module: string) => isRemote(module) || module === SHELL_MODULE;

  return {
    isRemote,
    isReleased,
    /** 201 with the new release; 200 with the kept one when it is the very same; 400 or 409 refused. */
    register(module: string, input: ReleaseInput, team: string): Outcome<Release> {
      if (!isReleased(module)) return refused(400, `'${module.slice(0, 64)}' is no remote of the manifest`);
      const fault = inputFault(module, input);
      if (fault) return refused(400, fault);
      return register.immediate(module, input, team);
    },
    /** The module's releases, newest first. */
    list(module: string, limit = RELEASE_LIST_LIMIT): Release[] {
      return (list.all(module, limit) as Row[]).map(release);
    },
    /** The release, or null when that version of the module is not registered. */
    find(module: string, version: string): Release | null {
      const row = select.get(module, version) as Row | undefined;
      return row ? release(row) : null;
    },
  };
}
export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
