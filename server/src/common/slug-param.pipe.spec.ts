import { NotFoundException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { SlugParamPipe } from './slug-param.pipe.js';

describe(SlugParamPipe.name, () => {
  const pipe = new SlugParamPipe('Movie');

  it('passes a well-formed slug through', () => {
    expect(pipe.transform('the-godfather-1972')).toBe('the-godfather-1972');
  });

  it.each(['', 'Upper', 'two--hyphens', '-lead', 'semi;colon', 'a'.repeat(201)])(
    'answers "Movie not found" for %p',
    (slug) => {
      expect(() => pipe.transform(slug)).toThrow(new NotFoundException('Movie not found'));
    },
  );
});
