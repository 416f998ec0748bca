import { beforeEach, describe, expect, it } from 'vitest';

import { hasOfflineChanges, offlineCollection, persistOfflineData, resetOfflineData } from './store';

interface Row {
  id: number;
  name: string;
}

const seed: Row[] = [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
];

describe('the offline collections', () => {
  beforeEach(() => {
    localStorage.clear();
    resetOfflineData();
  });

  it('lists created records first, then the seed with updates and deletions', async () => {
    const rows = offlineCollection<Row>(
      'rows-a',
      async () => seed,
      (row) => row.id,
    );
    rows.create({ id: 3, name: 'three' });
    rows.update(1, { id: 1, name: 'uno' });
    expect(await rows.remove(2)).toBe(true);
    expect(await rows.remove(99)).toBe(false);
    expect(await rows.all()).toEqual([
      { id: 3, name: 'three' },
      { id: 1, name: 'uno' },
    ]);
    expect(seed[0]?.name).toBe('one');
  });

  it('keeps writes in storage once persistent, across a new page (a fresh read), until reset', async () => {
    persistOfflineData();
    const rows = offlineCollection<Row>(
      'rows-b',
      async () => seed,
      (row) => row.id,
    );
    rows.create({ id: 3, name: 'three' });
    expect(hasOfflineChanges()).toBe(true);
    rows.forget(); // as a reload would: nothing in memory
    expect((await rows.all()).map((row) => row.id)).toEqual([3, 1, 2]);
    resetOfflineData();
    expect(hasOfflineChanges()).toBe(false);
    expect((await rows.all()).map((row) => row.id)).toEqual([1, 2]);
  });
});
