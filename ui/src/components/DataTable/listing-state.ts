import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes of the shared table (spec 9); `All` is sent to the server as `pageSize=All`. */
export const PAGE_SIZES = [10, 25, 50] as const;
/** MUI's TablePagination value for "All" (its own convention for the option). */
export const ALL = -1;
/** The server's cap on one page, `All` included (mock-server `MAX_PAGE_SIZE`). */
export const MAX_PAGE_SIZE = 10_000;

export type SortDir = 'asc' | 'desc';

export interface ListingDefaults<S extends string> {
  /** The columns the server sorts by; any other `sort` in a link falls back to the default. */
  sortable: readonly S[];
  /** The spec 9 default sort of the screen. */
  sort: S;
  dir: SortDir;
  /** 25, or 10 where spec 9 says so (affiliations, symbols, notifications). */
  pageSize?: number;
  /** The filter keys the screen keeps in the URL, with their defaults (absent means none). */
  filters?: Readonly<Record<string, string>>;
}

export interface ListingState<S extends string> {
  page: number;
  /** A number, or ALL. */
  pageSize: number;
  sort: S;
  dir: SortDir;
  filters: Record<string, string>;
}

/** Reads the listing state from search params: a copied link reproduces page, size, sort and filters. */
export function parseListingState<S extends string>(
  params: URLSearchParams,
  defaults: ListingDefaults<S>,
): ListingState<S> {
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const sizeText = params.get('pageSize');
  const defaultSize = defaults.pageSize ?? 25;
  let pageSize = defaultSize;
  if (sizeText?.toLowerCase() === 'all') pageSize = ALL;
  else if (sizeText && (PAGE_SIZES as readonly number[]).includes(Number(sizeText))) pageSize = Number(sizeText);
  const sortText = params.get('sort');
  const sort = defaults.sortable.find((column) => column === sortText) ?? defaults.sort;
  const dirText = params.get('dir');
  const dir: SortDir =
    dirText === 'asc' || dirText === 'desc' ? dirText : sort === defaults.sort ? defaults.dir : 'desc';
  const filters: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(defaults.filters ?? {})) {
    const value = params.get(key);
    filters[key] = value ?? fallback;
  }
  return { page, pageSize, sort, dir, filters };
}

/**
 * The search params after a change. Any change of filter, sort or page size
 * goes back to the first page (spec 4); only a page change keeps the rest.
 * Values equal to their default are left out, so links stay short.
 */
export function nextParams<S extends string>(
  current: URLSearchParams,
  defaults: ListingDefaults<S>,
  change:
    | { kind: 'page'; page: number }
    | { kind: 'pageSize'; pageSize: number }
    | { kind: 'sort'; column: S }
    | { kind: 'filters'; values: Record<string, string> },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const state = parseListingState(current, defaults);
  if (change.kind === 'page') {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
    return next;
  }
  next.delete('page');
  if (change.kind === 'pageSize') {
    if (change.pageSize === (defaults.pageSize ?? 25)) next.delete('pageSize');
    else next.set('pageSize', change.pageSize === ALL ? 'All' : String(change.pageSize));
  } else if (change.kind === 'sort') {
    // A click on the sorted column toggles desc and asc; a new column starts desc (spec 4).
    const dir: SortDir = state.sort === change.column && state.dir === 'desc' ? 'asc' : 'desc';
    next.set('sort', change.column);
    next.set('dir', dir);
  } else {
    for (const [key, value] of Object.entries(change.values)) {
      const fallback = defaults.filters?.[key] ?? '';
      if (value === fallback) next.delete(key);
      else next.set(key, value);
    }
  }
  return next;
}

/** The query a listing call sends: 1-based page, `All` or a number, sort, dir and non-empty filters. */
export function listingQuery<S extends string>(state: ListingState<S>) {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => value !== ''));
  return {
    page: state.page,
    pageSize: state.pageSize === ALL ? 'All' : String(state.pageSize),
    sort: state.sort,
    dir: state.dir,
    ...filters,
  };
}

/** The listing state of the current URL, with setters that follow the spec 4 rules. */
export function useListingState<S extends string>(defaults: ListingDefaults<S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingState(params, defaults), [params, defaults]);
  const apply = useCallback(
    (change: Parameters<typeof nextParams<S>>[2]) => setParams((current) => nextParams(current, defaults, change)),
    [setParams, defaults],
  );
  return {
    ...state,
    setPage: (page: number) => apply({ kind: 'page', page }),
    setPageSize: (pageSize: number) => apply({ kind: 'pageSize', pageSize }),
    toggleSort: (column: S) => apply({ kind: 'sort', column }),
    setFilters: (values: Record<string, string>) => apply({ kind: 'filters', values }),
  };
}

export type ListingController<S extends string> = ReturnType<typeof useListingState<S>>;
