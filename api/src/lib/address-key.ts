// The key every per-address limit counts by. One IPv6 subscriber is routinely given a whole /64
// (and can pick any of its 2^64 addresses), so an IPv6 address counts as its /64 prefix; an IPv4
// address, also when written IPv4-mapped (::ffff:192.0.2.1, a dual-stack socket), counts alone.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four 16-bit groups of an IPv6 address, each as hex without leading zeros. */
function firstFourGroups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) fills the last two groups: past the /64 anyway.
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return all.slice(0, 4).map((g) => (isIPv4(g) ? '0' : parseInt(g, 16).toString(16)));
}

/**
 * `192.0.2.1` for IPv4; `2001:db8:1:2::/64` for any address in that IPv6 /64; anything else
 * (no address at all) as given, lower-cased.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = MAPPED_V4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv6(address)) return `${firstFourGroups(address).join(':')}::/64`;
  return address;
}
