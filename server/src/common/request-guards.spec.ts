import { describe, expect, it, jest } from '@jest/globals';
import { bodyProblem, DEPTH_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE, UNICODE_MESSAGE } from './request-guards.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('bodyProblem', () => {
  it('accepts ordinary bodies, up to the depth limit', () => {
    expect(bodyProblem({ email: 'a@b.co', tags: ['x', { y: 1 }], emoji: '🎬' })).toBeUndefined();
    expect(bodyProblem(undefined)).toBeUndefined();
    expect(bodyProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
  });

  it('refuses deeper nesting without overflowing the stack itself', () => {
    expect(bodyProblem(nested(MAX_JSON_DEPTH + 1))).toBe(DEPTH_MESSAGE);
    expect(bodyProblem(nested(200_000))).toBe(DEPTH_MESSAGE);
  });

  it('refuses NUL characters and lone surrogates in values and keys', () => {
    expect(bodyProblem({ content: 'a\0b' })).toBe(NUL_MESSAGE);
    expect(bodyProblem({ ['k\0']: 1 })).toBe(NUL_MESSAGE);
    expect(bodyProblem(['ok', ['\ud800']])).toBe(UNICODE_MESSAGE);
    expect(bodyProblem({ ['\udc00x']: 1 })).toBe(UNICODE_MESSAGE);
  });

  it('never walks binary bodies (a 15 MB upload took seconds per megabyte entry by entry)', () => {
    const entries = jest.spyOn(Object, 'entries');
    try {
      expect(bodyProblem(Buffer.alloc(1024, 0))).toBeUndefined();
      expect(bodyProblem(new Uint8Array(1024))).toBeUndefined();
      expect(entries).not.toHaveBeenCalled();
    } finally {
      entries.mockRestore();
    }
  });
});
