import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ALL, type ListingDefaults, nextParams, pagingOf, parseListingState, useListingState } from './listing-state';

const defaults: ListingDefaults<'Created' | 'Amount'> = {
  sortable: ['Created', 'Amount'],
  sort: 'Created',
  dir: 'desc',
  filters: { status: '', preset: '' },
};
const params = (text: string) => new URLSearchParams(text);

describe('parseListingState', () => {
  it('gives the screen defaults for an empty URL (spec 9: 25 rows, default sort)', () => {
    expect(parseListingState(params(''), defaults)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'Created',
      dir: 'desc',
      filters: { status: '', preset: '' },
    });
  });

  it('honours a screen default of 10 rows', () => {
    expect(parseListingState(params(''), { ...defaults, pageSize: 10 }).pageSize).toBe(10);
  });

  it('reads a copied link back: page, All, sort, direction and filters', () => {
    expect(parseListingState(params('page=3&pageSize=All&sort=Amount&dir=asc&status=Pending'), defaults)).toEqual({
      page: 3,
      pageSize: ALL,
      sort: 'Amount',
      dir: 'asc',
      filters: { status: 'Pending', preset: '' },
    });
  });

  it('falls back on unknown columns, sizes and pages instead of sending them', () => {
    const state = parseListingState(params('page=-2&pageSize=13&sort=Email&dir=up'), defaults);
    expect(state).toMatchObject({ page: 1, pageSize: 25, sort: 'Created', dir: 'desc' });
  });
});

describe('nextParams', () => {
  it('keeps the rest when only the page changes', () => {
    expect(nextParams(params('status=Pending'), defaults, { kind: 'page', page: 4 }).toString()).toBe(
      'status=Pending&page=4',
    );
  });

  it.each([
    ['a filter', { kind: 'filters', values: { status: 'Error' } } as const],
    ['the sort', { kind: 'sort', column: 'Amount' } as const],
    ['the page size', { kind: 'pageSize', pageSize: 50 } as const],
  ])('goes back to the first page when %s changes (spec 4)', (_, change) => {
    expect(nextParams(params('page=5'), defaults, change).get('page')).toBeNull();
  });

  it('toggles the sorted column between desc and asc, and starts a new column desc', () => {
    const asc = nextParams(params(''), defaults, { kind: 'sort', column: 'Created' });
    expect(asc.get('dir')).toBe('asc');
    const desc = nextParams(asc, defaults, { kind: 'sort', column: 'Created' });
    expect(desc.get('dir')).toBe('desc');
    const other = nextParams(asc, defaults, { kind: 'sort', column: 'Amount' });
    expect([other.get('sort'), other.get('dir')]).toEqual(['Amount', 'desc']);
  });

  it('writes All as the word and leaves defaults out of the link', () => {
    expect(nextParams(params(''), defaults, { kind: 'pageSize', pageSize: ALL }).get('pageSize')).toBe('All');
    expect(nextParams(params('pageSize=50'), defaults, { kind: 'pageSize', pageSize: 25 }).has('pageSize')).toBe(false);
    expect(nextParams(params('status=Error'), defaults, { kind: 'filters', values: { status: '' } }).toString()).toBe(
      '',
    );
  });
});

describe('pagingOf', () => {
  it('sends pageSize=All as the word, and the sort', () => {
    const state = parseListingState(params('pageSize=All&status=Pending'), defaults);
    expect(pagingOf(state)).toEqual({ page: 1, pageSize: 'All', sort: 'Created', dir: 'desc' });
  });
});

describe('a listing beside others (a namespace)', () => {
  it('reads and writes only its own parameters', () => {
    const url = params('page=4&status=Error&trades.page=2&trades.status=Pending');
    expect(parseListingState(url, defaults, 'trades')).toMatchObject({ page: 2, filters: { status: 'Pending' } });
    expect(parseListingState(url, defaults)).toMatchObject({ page: 4, filters: { status: 'Error' } });
    const next = nextParams(url, defaults, { kind: 'filters', values: { status: 'Complete' } }, 'trades');
    expect(next.toString()).toBe('page=4&status=Error&trades.status=Complete');
  });
});

describe('useListingState', () => {
  // The memoised toolbar relies on this: a page turn must hand it the same filters and
  // setters, or it re-renders its date fields on every click (issue 12: click to rows).
  it('keeps the filters and the setters the same objects across a page turn, not across a filter change', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?status=Pending']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useListingState(defaults), { wrapper });
    const first = result.current;
    act(() => first.setPage(2));
    expect(result.current.page).toBe(2);
    expect(result.current.filters).toBe(first.filters);
    expect(result.current.setFilters).toBe(first.setFilters);
    expect(result.current.setPage).toBe(first.setPage);
    act(() => result.current.setFilters({ status: 'Completed' }));
    expect(result.current.filters).toEqual({ status: 'Completed', preset: '' });
    expect(result.current.filters).not.toBe(first.filters);
  });
});
