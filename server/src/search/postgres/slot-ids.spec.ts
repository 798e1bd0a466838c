import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SlotIds } from './slot-ids.js';

describe(SlotIds.name, () => {
  it('finds every UUID after thousands of inserts and deletes (the table grows and shifts entries back)', () => {
    const ids = new SlotIds();
    const live = new Map<string, number>();
    const all: string[] = [];
    for (let slot = 0; slot < 5000; slot++) {
      const id = randomUUID();
      ids.set(id, slot);
      live.set(id, slot);
      all.push(id);
      if (slot % 3 === 0) {
        const gone = all[Math.floor(slot / 2)];
        ids.delete(gone);
        live.delete(gone);
      }
    }
    expect(ids.size).toBe(live.size);
    for (const id of all) expect(ids.slotOf(id)).toBe(live.get(id));
    for (const [id, slot] of live) expect(ids.idAt(slot)).toBe(id);
  });

  it('keeps ids that are not UUIDs as they are', () => {
    const ids = new SlotIds();
    ids.set('x1', 0);
    ids.set('00000000-0000-0000-0000-000000000001', 1);
    ids.set('ABCDEF00-0000-0000-0000-000000000001', 2); // not PostgreSQL's lowercase form
    expect([ids.slotOf('x1'), ids.idAt(0)]).toEqual([0, 'x1']);
    expect(ids.idAt(1)).toBe('00000000-0000-0000-0000-000000000001');
    expect(ids.idAt(2)).toBe('ABCDEF00-0000-0000-0000-000000000001');
    ids.delete('x1');
    expect(ids.slotOf('x1')).toBeUndefined();
    expect(ids.size).toBe(2);
  });
});
