// The compatibility gate (docs/releasing.md): whether the live shell can serve a remote's release
// next to the site's other live remotes, read from the two release.json records. A remote needs
// its contract within the majors the shell serves, each shared singleton's range met by the
// version the shell registers, its federation runtime within the range of the shell's, and routes
// no other live remote (nor the shell) answers. Each reason is one sentence a team can act on.
import { isContractCompatible } from '@croupier/shared/contracts';
import semver from 'semver';

/** What a shell release offers remotes: its release.json's `provides`. */
export interface ShellOffer {
  contract: { version: string; servedMajors: number };
  shared: Record<string, string>;
  runtime: Record<string, string>;
  routes: string[];
}

/** What a remote release needs and brings: its release.json's `requires` and `provides.routes`. */
export interface RemoteNeeds {
  contract: string;
  shared: Record<string, string>;
  runtime: Record<string, string>;
  routes: string[];
}

/** Another remote live on the site, with the routes its live release answers. */
export interface LiveNeighbour {
  module: string;
  version: string;
  routes: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringMap = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((v) => typeof v === 'string');
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A shell record's offer, or null when it does not say all of it. */
export function shellOffer(record: Record<string, unknown>): ShellOffer | null {
  const provides = record.provides;
  if (!isObject(provides) || !isObject(provides.contract)) return null;
  const { version, servedMajors } = provides.contract;
  if (typeof version !== 'string' || !Number.isInteger(servedMajors) || (servedMajors as number) < 1) return null;
  if (!isStringMap(provides.shared) || !isStringMap(provides.runtime)) return null;
  const routes = provides.routes ?? [];
  if (!isStringList(routes)) return null;
  return {
    contract: { version, servedMajors: servedMajors as number },
    shared: provides.shared,
    runtime: provides.runtime,
    routes,
  };
}

/** A remote record's needs, or null when it does not say them. */
export function remoteNeeds(record: Record<string, unknown>): RemoteNeeds | null {
  const { requires, provides } = record;
  if (!isObject(requires) || !isObject(provides)) return null;
  if (typeof requires.contract !== 'string') return null;
  if (!isStringMap(requires.shared) || !isStringMap(requires.runtime)) return null;
  const routes = provides.routes ?? [];
  if (!isStringList(routes)) return null;
  return { contract: requires.contract, shared: requires.shared, runtime: requires.runtime, routes };
}

/** Why the shell cannot serve the remote next to its neighbours: one sentence each, [] when it can. */
export function incompatibilities(
  remote: { module: string; version: string; needs: RemoteNeeds },
  shell: { version: string; offer: ShellOffer },
  neighbours: readonly LiveNeighbour[],
): string[] {
  const { needs } = remote;
  const { offer } = shell;
  const reasons: string[] = [];
  const { version: hostContract, servedMajors } = offer.contract;
  if (!isContractCompatible(needs.contract, hostContract, servedMajors)) {
    const major = semver.major(semver.coerce(hostContract) ?? '0.0.0');
    const majors = Array.from({ length: servedMajors }, (_, i) => major - i).filter((m) => m >= 0);
    reasons.push(
      `was built against contract ${needs.contract}; the live shell ${shell.version} provides ${hostContract} and serves majors ${majors.join(', ')} (a minor no newer than its own)`,
    );
  }
  for (const [name, range] of Object.entries(needs.shared)) {
    const provided = offer.shared[name];
    if (provided === undefined) reasons.push(`needs the singleton ${name} ${range}; the live shell provides none`);
    else if (!semver.validRange(range) || !semver.satisfies(provided, range))
      reasons.push(`needs the singleton ${name} ${range}; the live shell provides ${provided}`);
  }
  for (const [name, built] of Object.entries(needs.runtime)) {
    const runs = offer.runtime[name];
    if (runs === undefined)
      reasons.push(`was built with the federation runtime ${name} ${built}; the live shell has none`);
    else if (!semver.valid(built) || !semver.satisfies(runs, `^${built}`))
      reasons.push(`was built with the federation runtime ${name} ${built}; the live shell runs ${runs}`);
  }
  const taken = new Map<string, string>();
  for (const route of offer.routes) taken.set(route, `the shell ${shell.version}`);
  for (const neighbour of neighbours) {
    if (neighbour.module === remote.module) continue;
    for (const route of neighbour.routes) taken.set(route, `${neighbour.module} ${neighbour.version}`);
  }
  for (const route of needs.routes) {
    const owner = taken.get(route);
    if (owner) reasons.push(`answers the route ${route}, which ${owner} answers already`);
  }
  return reasons;
}
