// Whether the shell mounts a remote built against another version of @croupier/shared's contract.
import { CONTRACT_VERSION } from '@croupier/shared';

/**
 * How many majors of the contract the shell serves: remotes built against its own major (a minor
 * no newer than its own) and against the one before (any minor) mount; an older one is refused. So
 * a major never makes every remote rebuild with the shell: each has until the major after it
 * (shared/CHANGELOG.md states the policy; shared-modules.ts keeps what the previous major read).
 */
export const SERVED_CONTRACT_MAJORS = 2;

/**
 * A remote built against `remote` runs in a host providing `host` when it is of the host's major
 * and the host is at least as new (a minor adds, never removes), or of one of the majors before it
 * that the host still serves (`served` majors in all, its own included), whatever their minor: the
 * host keeps handing those remotes what their major had (previous-contract.ts).
 */
export function isContractCompatible(
  remote: string,
  host: string = CONTRACT_VERSION,
  served: number = SERVED_CONTRACT_MAJORS,
): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10));
  const [rMajor, rMinor] = parse(remote);
  const [hMajor, hMinor] = parse(host);
  if ([rMajor, rMinor, hMajor, hMinor].some((n) => n === undefined || Number.isNaN(n))) return false;
  const behind = (hMajor as number) - (rMajor as number);
  if (behind === 0) return (rMinor as number) <= (hMinor as number);
  return behind > 0 && behind < served;
}
