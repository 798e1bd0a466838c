import { isIP } from 'node:net';

/**
 * What Express's `trust proxy` gets, which decides what `req.ip` (the rate-limit key) is.
 * false = trust no proxy: req.ip is the TCP peer, and X-Forwarded-For is ignored.
 * A number = that many proxy hops in front of the app; a list = the proxies' addresses/CIDRs.
 * "true" (trust every hop) is refused: any client could then pick its own address.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim().toLowerCase();
  if (!raw || raw === 'false' || raw === 'none' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !NAMED.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(`a hop count, or a comma-separated list of proxy addresses/CIDRs (not ${bad.join(', ') || raw})`);
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}
