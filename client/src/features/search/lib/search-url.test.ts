import { describe, expect, it } from 'vitest';
import { parseYear, readSearchUrl, writeSearchUrl } from './search-url';

const read = (query: string) => readSearchUrl(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeSearchUrl>[1]) =>
  writeSearchUrl(new URLSearchParams(query), change).toString();

describe('search URL state (SPEC §2 Search: q, tab, year, country)', () => {
  it('reads a bare /search as an empty query on the All tab', () => {
    expect(read('')).toEqual({ q: '', tab: 'all', year: undefined, country: '', exact: false });
  });

  it('reads every parameter', () => {
    expect(read('q=godfather&tab=movies&year=1972&country=Italy')).toEqual({
      q: 'godfather',
      tab: 'movies',
      year: 1972,
      country: 'Italy',
      exact: false,
    });
  });

  it('falls back to All for an unknown tab', () => {
    expect(read('tab=people').tab).toBe('all');
  });

  it('reads the year as an integer and drops anything else (SPEC §5)', () => {
    expect(parseYear('1994')).toBe(1994);
    expect(parseYear(' 2001 ')).toBe(2001);
    expect(parseYear('19x4')).toBeUndefined();
    expect(parseYear('1994.5')).toBeUndefined();
    expect(parseYear('99')).toBeUndefined();
    expect(parseYear('3000')).toBeUndefined();
    expect(read('year=abc').year).toBeUndefined();
  });

  it('writes only what differs from the defaults, so a bare /search stays bare', () => {
    expect(write('', { q: '', tab: 'all', year: undefined, country: '  ' })).toBe('');
    expect(write('', { q: 'rocky', tab: 'locations', year: 1976, country: 'United States' })).toBe(
      'q=rocky&tab=locations&year=1976&country=United+States',
    );
  });

  it('changes only the parameters it is given and keeps the others', () => {
    expect(write('q=rocky&tab=movies&utm=x', { tab: 'all' })).toBe('q=rocky&utm=x');
    expect(write('q=rocky&year=1976&country=France', { year: undefined, country: '' })).toBe('q=rocky');
  });

  it('keeps "Search exactly" as match=all and drops it for the default', () => {
    expect(read('q=ghost+busters&match=all').exact).toBe(true);
    expect(write('q=ghost+busters&match=all', { exact: false })).toBe('q=ghost+busters');
    expect(write('q=ghost+busters', { exact: true })).toBe('q=ghost+busters&match=all');
  });

  it('round-trips through the URL', () => {
    const state = { q: 'la la land', tab: 'movies' as const, year: 2016, country: '', exact: true };
    expect(read(write('', state))).toEqual(state);
  });
});
