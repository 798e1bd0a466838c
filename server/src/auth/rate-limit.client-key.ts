import { isIP } from 'node:net';

/**
 * The rate-limit key of a client address. One IPv6 subscriber usually holds a whole /64
 * and can rotate through it freely, so IPv6 clients are grouped by their /64; IPv4 (and
 * IPv4-mapped IPv6, ::ffff:a.b.c.d) addresses count one by one.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, '::' filled in, without leading zeros. */
function expandIpv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0];
  const [head, tail] = withoutZone.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (::1.2.3.4) is two groups. */
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
