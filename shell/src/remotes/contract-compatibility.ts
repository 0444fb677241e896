// Whether the shell mounts a remote built against another version of @croupier/shared's contract.
import { CONTRACT_VERSION, isContractCompatible as isServed } from '@croupier/shared';

/**
 * How many majors of the contract the shell serves: remotes built against its own major (a minor
 * no newer than its own) and against the one before (any minor) mount; an older one is refused. So
 * a major never makes every remote rebuild with the shell: each has until the major after it
 * (shared/CHANGELOG.md states the policy; shared-modules.ts keeps what the previous major read).
 */
export const SERVED_CONTRACT_MAJORS = 2;

/**
 * A remote built against `remote` runs in a host providing `host` when it is of the host's major
 * and the host is at least as new, or of one of the majors before it that the host still serves:
 * the host keeps handing those remotes what their major had (previous-contract.ts).
 */
export function isContractCompatible(
  remote: string,
  host: string = CONTRACT_VERSION,
  served: number = SERVED_CONTRACT_MAJORS,
): boolean {
  return isServed(remote, host, served);
}
