import { describe, expect, it } from '@jest/globals';
import { ByteReader, ByteStore, RecordStore } from './byte-store.js';

describe(ByteStore.name, () => {
  it('reads back varints and texts in order, across growth', () => {
    const store = new ByteStore(8);
    const numbers = [0, 1, 127, 128, 16383, 16384, 2 ** 31 - 1, 2 ** 32 - 1];
    for (const n of numbers) store.appendVarint(n);
    store.appendText('Kraków «Rynek» 𝒜');
    store.appendText('');
    store.appendVarint(42);
    const reader = new ByteReader().from(store.buffer, 0);
    expect(numbers.map(() => reader.varint())).toEqual(numbers);
    expect(reader.text()).toBe('Kraków «Rynek» 𝒜');
    reader.skipText();
    expect(reader.varint()).toBe(42);
    expect(reader.at).toBe(store.length);
  });
});

describe(RecordStore.name, () => {
  it('keeps each record whole in one chunk and finds it by its address', () => {
    const records = new RecordStore();
    const record = new ByteStore();
    const addresses: number[] = [];
    for (let i = 0; i < 3000; i++) {
      record.clear();
      record.appendText(`${i} ${'x'.repeat(i)}`); // 4.5 MB in all: a second chunk
      addresses.push(records.add(record.buffer, record.length));
    }
    const reader = new ByteReader();
    expect(addresses.map((at, i) => records.read(at, reader).text() === `${i} ${'x'.repeat(i)}`)).not.toContain(false);
    expect(records.size).toBe(2 * 2 ** 22);
  });
});
