// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { keysOf } from '@/components/Listing/Listing';
import type { ListingDescriptor } from '@/components/Listing';
import { englishResources } from '@/i18n/resources';
import type { OperationId } from '@/lib/api-types';

// Every listing descriptor of every feature and shared entity, by the file convention (`listing.ts`,
// `listings.ts`), so a new feature's listings are checked without being added here.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/listing{,s}.ts', '../entities/*/listing.ts'],
  {
    eager: true,
  },
);
const isDescriptor = (value: unknown): value is ListingDescriptor<OperationId> =>
  typeof value === 'object' && value !== null && 'operation' in value && 'columns' in value;
const descriptors = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, ListingDescriptor<OperationId>] => isDescriptor(entry[1]))
    .map(([name, descriptor]) => ({ name: `${file.replace('../', '')} ${name}`, descriptor })),
);

/** The English text (or group of texts) at `ns:a.b.c`, if any. */
function english(key: string): unknown {
  const [ns, path] = key.split(':');
  let node: unknown = englishResources[ns as keyof typeof englishResources];
  for (const part of (path ?? '').split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

describe('listing descriptors', () => {
  it('are all found (every listing screen of spec 2 and the orders tabs)', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(22);
  });

  describe.each(descriptors)('$name', ({ descriptor }) => {
    it('has an English text for every key, and labels for every enumeration it shows', () => {
      for (const key of keysOf(descriptor).filter((key) => key.includes(':') && !key.endsWith(':'))) {
        expect(typeof english(key), key).toBe('string');
      }
      for (const column of descriptor.columns.filter((column) => column.enumeration)) {
        expect(typeof english(`enums:${column.enumeration}`), column.id).toBe('object');
      }
      for (const filter of descriptor.filters ?? []) {
        if (filter.kind !== 'dateRange' && !filter.label && filter.key !== 'search') {
          expect(typeof english(`${descriptor.ns}:filters.${filter.key}`), filter.key).toBe('string');
        }
      }
    });

    it('sorts only by columns the server sorts by, starting from its spec 9 default', () => {
      const sortable = descriptor.columns.filter((column) => column.sortable).map((column) => column.id);
      if (!descriptor.sort) {
        expect(sortable, 'an unpaged listing has no sortable columns').toEqual([]);
        return;
      }
      expect(descriptor.sort.columns).toContain(descriptor.sort.default[0]);
      for (const id of sortable) expect(descriptor.sort.columns).toContain(id);
    });

    it('keeps each filter under its own URL parameter, apart from the paging', () => {
      const keys = (descriptor.filters ?? []).flatMap((filter) => filter.params.map((param) => param.key));
      expect(new Set(keys).size).toBe(keys.length);
      for (const reserved of ['page', 'pageSize', 'sort', 'dir']) expect(keys).not.toContain(reserved);
      expect(new Set(descriptor.columns.map((column) => column.id)).size).toBe(descriptor.columns.length);
    });

    it('sends only the filters the URL holds, each as its operation takes it', () => {
      const texts: Record<string, string> = { startDate: '2026-01-02', endDate: 'not a date', isBreak: 'true' };
      const query = (descriptor.filters ?? []).reduce<Record<string, unknown>>(
        (built, filter) => ({ ...built, ...filter.toQuery((key) => texts[key] ?? '') }),
        {},
      );
      for (const [key, value] of Object.entries(query)) {
        if (key === 'startDate') expect(value).toBe('2026-01-02');
        else if (key === 'isBreak') expect(value).toBe(true);
        else throw new Error(`${key} was sent from an empty or invalid parameter`);
      }
    });
  });
});
