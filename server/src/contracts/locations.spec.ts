import { describe, expect, it } from '@jest/globals';
import { formatSceneTime, normalizeSceneTime, parseSceneTime } from './locations.js';

describe('the time in the film', () => {
  it('reads h:mm:ss and m:ss, minutes past 59 included, and ignores spaces around it', () => {
    expect(parseSceneTime('1:02:15')).toBe(3735);
    expect(parseSceneTime(' 42:07 ')).toBe(2527);
    expect(parseSceneTime('95:00')).toBe(5700);
    expect(parseSceneTime('0:00')).toBe(0);
  });

  it('refuses what is neither', () => {
    for (const text of ['', '62', '1:75', '1:02:60', '1:2:03', '100:00:00', '1h02', '-1:00', '1:02:15.5'])
      expect({ text, seconds: parseSceneTime(text) }).toEqual({ text, seconds: null });
  });

  it('writes m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatSceneTime(2527)).toBe('42:07');
    expect(formatSceneTime(3735)).toBe('1:02:15');
    expect(formatSceneTime(9)).toBe('0:09');
    expect(normalizeSceneTime('01:02:15')).toBe('1:02:15');
    expect(normalizeSceneTime('95:00')).toBe('1:35:00');
    expect(normalizeSceneTime('soon')).toBeNull();
  });
});
