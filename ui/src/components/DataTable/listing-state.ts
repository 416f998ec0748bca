import { useCallback, useEffect, useMemo, useRef } from 'react';
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

/**
 * Where a listing keeps its state in the URL: the search parameter names are
 * `page`, `sort`, `status`... on a page of one listing, and `<namespace>.page`,
 * `<namespace>.status`... for a listing inside a tab or beside others, so two
 * listings on one screen never read each other's parameters.
 */
export const paramName = (namespace: string, key: string) => (namespace ? `${namespace}.${key}` : key);

/** Reads the listing state from search params: a copied link reproduces page, size, sort and filters. */
export function parseListingState<S extends string>(
  params: URLSearchParams,
  defaults: ListingDefaults<S>,
  namespace = '',
): ListingState<S> {
  const get = (key: string) => params.get(paramName(namespace, key));
  const pageNumber = Number(get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const sizeText = get('pageSize');
  const defaultSize = defaults.pageSize ?? 25;
  let pageSize = defaultSize;
  if (sizeText?.toLowerCase() === 'all') pageSize = ALL;
  else if (sizeText && (PAGE_SIZES as readonly number[]).includes(Number(sizeText))) pageSize = Number(sizeText);
  const sortText = get('sort');
  const sort = defaults.sortable.find((column) => column === sortText) ?? defaults.sort;
  const dirText = get('dir');
  const dir: SortDir =
    dirText === 'asc' || dirText === 'desc' ? dirText : sort === defaults.sort ? defaults.dir : 'desc';
  const filters: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(defaults.filters ?? {})) {
    filters[key] = get(key) ?? fallback;
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
  namespace = '',
): URLSearchParams {
  const next = new URLSearchParams(current);
  const name = (key: string) => paramName(namespace, key);
  const state = parseListingState(current, defaults, namespace);
  if (change.kind === 'page') {
    if (change.page <= 1) next.delete(name('page'));
    else next.set(name('page'), String(change.page));
    return next;
  }
  next.delete(name('page'));
  if (change.kind === 'pageSize') {
    if (change.pageSize === (defaults.pageSize ?? 25)) next.delete(name('pageSize'));
    else next.set(name('pageSize'), change.pageSize === ALL ? 'All' : String(change.pageSize));
  } else if (change.kind === 'sort') {
    // A click on the sorted column toggles desc and asc; a new column starts desc (spec 4).
    const dir: SortDir = state.sort === change.column && state.dir === 'desc' ? 'asc' : 'desc';
    next.set(name('sort'), change.column);
    next.set(name('dir'), dir);
  } else {
    for (const [key, value] of Object.entries(change.values)) {
      const fallback = defaults.filters?.[key] ?? '';
      if (value === fallback) next.delete(name(key));
      else next.set(name(key), value);
    }
  }
  return next;
}

/** The paging and sort every paged listing call sends: 1-based page, `All` or a number, sort and dir. */
export interface ListingPaging {
  page: number;
  pageSize: string;
  sort: string;
  dir: SortDir;
}

export function pagingOf<S extends string>(state: ListingState<S>): ListingPaging {
  return {
    page: state.page,
    pageSize: state.pageSize === ALL ? 'All' : String(state.pageSize),
    sort: state.sort,
    dir: state.dir,
  };
}

/**
 * The listing state of the current URL, with setters that follow the spec 4
 * rules; `namespace` keeps it apart from other listings' on the same screen.
 */
export function useListingState<S extends string>(defaults: ListingDefaults<S>, namespace = '') {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseListingState(params, defaults, namespace), [params, defaults, namespace]);
  // The filters keep their identity while their values stay, so a page turn does not
  // re-render the toolbar (issue 12: its date fields sync their selection on every render).
  const filtersText = JSON.stringify(parsed.filters);
  const filters = useMemo(() => JSON.parse(filtersText) as Record<string, string>, [filtersText]);
  // Two changes in one tick (a search's debounce firing as a filter is chosen) must both land.
  // react-router's functional update reads the params of the last render, so the second change
  // would start from the URL before the first and drop it: each change starts from the last one.
  // (The effect runs only when the URL's params change, so a render in between keeps the pending ones.)
  // react-router's setter changes with every URL, so it is read through a ref too: the setters
  // below keep their identity and memoised widgets that take them are not re-rendered.
  const latest = useRef(params);
  const navigate = useRef(setParams);
  useEffect(() => {
    latest.current = params;
    navigate.current = setParams;
  }, [params, setParams]);
  const apply = useCallback(
    (change: Parameters<typeof nextParams<S>>[2]) => {
      const next = nextParams(latest.current, defaults, change, namespace);
      latest.current = next;
      navigate.current(next);
    },
    [defaults, namespace],
  );
  const setters = useMemo(
    () => ({
      setPage: (page: number) => apply({ kind: 'page', page }),
      setPageSize: (pageSize: number) => apply({ kind: 'pageSize', pageSize }),
      toggleSort: (column: S) => apply({ kind: 'sort', column }),
      setFilters: (values: Record<string, string>) => apply({ kind: 'filters', values }),
    }),
    [apply],
  );
  return { ...parsed, filters, ...setters };
}

export type ListingController<S extends string> = ReturnType<typeof useListingState<S>>;
