import { describe, expect, it } from '@jest/globals';
import { bearerTokenMatches } from './bearer-token.js';

describe(bearerTokenMatches.name, () => {
  const token = 'metrics-token-0123456789';

  it('accepts exactly `Bearer <token>`', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
  });

  it('refuses anything else: another token, a prefix, a longer one, no scheme, no header', () => {
    for (const header of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      token,
      `bearer ${token}`,
      'Bearer ',
      '',
      undefined,
      ['Bearer', token],
    ])
      expect([header, bearerTokenMatches(header, token)]).toEqual([header, false]);
  });
});
