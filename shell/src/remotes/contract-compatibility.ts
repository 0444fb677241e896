// Whether the shell mounts a remote built against another version of @croupier/shared's contract.
import { CONTRACT_VERSION } from '@croupier/shared';

/**
 * A remote built against `remote` runs in a host providing `host` when the majors match
 * and the host is at least as new (a minor adds, never removes).
 */
export function isContractCompatible(remote: string, host: string = CONTRACT_VERSION): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10));
  const [rMajor, rMinor] = parse(remote);
  const [hMajor, hMinor] = parse(host);
  if ([rMajor, rMinor, hMajor, hMinor].some((n) => n === undefined || Number.isNaN(n))) return false;
  return rMajor === hMajor && (rMinor as number) <= (hMinor as number);
}
