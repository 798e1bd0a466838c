import { describe, expect, it } from '@jest/globals';
import { ByteReader, ByteStore } from './byte-store.js';

describe(ByteStore.name, () => {
  it('reads back varints and texts in order, across growth', () => {
    const store = new ByteStore(8);
    const numbers = [0, 1, 127, 128, 16383, 16384, 2 ** 31 - 1, 2 ** 32 - 1];
    for (const n of numbers) store.appendVarint(n);
    store.appendText('Kraków «Rynek» 𝒜');
    store.appendText('');
    store.appendVarint(42);
    store.trim();
    const reader = new ByteReader().from(store.buffer, 0);
    expect(numbers.map(() => reader.varint())).toEqual(numbers);
    expect(reader.text()).toBe('Kraków «Rynek» 𝒜');
    reader.skipText();
    expect(reader.varint()).toBe(42);
    expect(reader.at).toBe(store.length);
  });
});
