import { describe, expect, it } from '@jest/globals';
import { jsonLdScript } from './structured-data.js';

describe('jsonLdScript', () => {
  it('no value can end the script block or open a comment, and the JSON reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const html = jsonLdScript([{ '@type': 'Movie', name: hostile }]);
    const inner = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)![1];
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner)).toEqual({ '@type': 'Movie', name: hostile });
  });

  it('writes several objects as one array', () => {
    const inner = /<script[^>]*>([\s\S]*)<\/script>/.exec(jsonLdScript([{ a: 1 }, { b: 2 }]))![1];
    expect(JSON.parse(inner)).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
