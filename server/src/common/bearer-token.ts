import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when an Authorization header carries exactly `Bearer <expected>`. The comparison is of
 * SHA-256 digests (equal lengths) in constant time, so neither the token nor its length leaks
 * through how long a refusal takes.
 */
export function bearerTokenMatches(header: unknown, expected: string): boolean {
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(expected));
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
