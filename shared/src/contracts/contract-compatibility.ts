// Whether a host serving contract `host` (and the majors before it, `served` in all) runs a remote
// built against contract `remote`: the shell's check before it mounts a remote, and the api's
// compatibility gate before a release goes live (docs/releasing.md).

/**
 * True when the remote is of the host's major and the host is at least as new (a minor adds, never
 * removes), or of one of the majors before it that the host still serves, whatever their minor.
 */
export function isContractCompatible(remote: string, host: string, served: number): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10));
  const [rMajor, rMinor] = parse(remote);
  const [hMajor, hMinor] = parse(host);
  if ([rMajor, rMinor, hMajor, hMinor].some((n) => n === undefined || Number.isNaN(n))) return false;
  const behind = (hMajor as number) - (rMajor as number);
  if (behind === 0) return (rMinor as number) <= (hMinor as number);
  return behind > 0 && behind < served;
}
