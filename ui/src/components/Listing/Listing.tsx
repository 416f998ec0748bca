import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, type ReactNode, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ALL,
  DataTable,
  FilterSelect,
  type ListingController,
  type ListingDefaults,
  pagingOf,
  PresetToggle,
  SearchField,
  useListingState,
} from '@/components/DataTable';
import { todayIso } from '@/components/DateField/dates';
import { DateRangePlaceholder } from '@/components/DateRangePicker/DateRangePlaceholder';
import { type Namespace, namespaces } from '@/i18n/namespaces';
import { errorText, missingClaim } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy-named';
import type { OperationId, QueryOf, RowOf } from '@/lib/api-types';

import { type CellContext, headerKey, tableColumn } from './cells';
import { type BoundListing, type ListingQuery, listingQueryKey } from './descriptor';
import type { FilterParam, FilterSpec } from './filter-specs';

// The date pickers (MUI X, about 57 KB compressed) come with the first listing that filters by dates,
// not with every listing: the landing listing after sign-in has none (issue 26).
const DateRangePicker = lazyNamed(() => import('@/components/DateRangePicker'), 'DateRangePicker');

export interface ListingProps<O extends OperationId> {
  /** A descriptor, bound to its scope if its operation has path parameters (`withScope`). */
  listing: BoundListing<O>;
  /**
   * Keeps the listing's page, sort and filters in the URL as
   * `<urlNamespace>.page`, `<urlNamespace>.status`..., apart from the
   * screen's own parameters and other listings' (a tab of a detail screen).
   */
  urlNamespace?: string;
  /** Shown above the table: a form, a note. */
  children?: ReactNode;
  /**
   * The row's actions (edit, delete...), in a last column headed
   * `<ns>:columns.actions`. They belong to the screen, whose dialogs they open.
   */
  actions?: (row: RowOf<O>) => ReactNode;
}

/** Today as the default of a `today` date filter (spec 9: order pages). */
const initialValue = (initial: string | undefined, today: string) => (initial === 'today' ? today : (initial ?? ''));

/** The URL defaults of a listing: sort, page size and each filter's initial value. */
function defaultsOf(
  sort: BoundListing<OperationId>['sort'],
  pageSize: BoundListing<OperationId>['pageSize'],
  params: readonly FilterParam[],
  today: string,
): ListingDefaults<string> {
  return {
    sortable: sort?.columns ?? [],
    sort: sort?.default[0] ?? '',
    dir: sort?.default[1] ?? 'desc',
    pageSize,
    filters: Object.fromEntries(params.map((param) => [param.key, initialValue(param.initial, today)])),
  };
}

/**
 * One page of rows held whole in the browser (1-based `page`, `pageSize` a
 * number or ALL); a page past the end shows the last one, as the pager does.
 */
export function pageOf<T>(rows: readonly T[] | undefined, page: number, pageSize: number): readonly T[] | undefined {
  if (!rows || pageSize === ALL) return rows;
  const last = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const start = Math.min(page - 1, last) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The namespaces of translation keys (`ns:key`), with the listing texts every table uses. */
export function namespacesOfKeys(keys: readonly string[]): Namespace[] {
  const found = new Set<Namespace>(['listing', 'common']);
  for (const key of keys) {
    const ns = namespaces.find((name) => key.startsWith(`${name}:`));
    if (ns) found.add(ns);
  }
  return [...found];
}

/** Every translation key of a descriptor (a namespace alone for its default keys). */
export function keysOf<O extends OperationId>(
  listing: Pick<BoundListing<O>, 'label' | 'ns' | 'columns' | 'filters' | 'failure'>,
): string[] {
  return [
    `${listing.ns}:`,
    listing.label,
    listing.failure ?? '',
    ...listing.columns.flatMap((column) => [
      headerKey(column, listing.ns),
      column.absent ?? '',
      column.enumeration ? 'enums:' : '',
    ]),
    ...(listing.filters ?? []).flatMap((filter) => [
      'label' in filter ? (filter.label ?? '') : '',
      'anyLabel' in filter ? (filter.anyLabel ?? '') : '',
      ...('choices' in filter ? filter.choices.map((choice) => choice.label ?? '') : []),
    ]),
  ];
}

interface ToolbarProps<Q> {
  filters: readonly FilterSpec<Q>[];
  ns: string;
  text: (key: string) => string;
  values: ListingController<string>['filters'];
  setFilters: ListingController<string>['setFilters'];
}

/**
 * A listing's filters. Memoised: a page turn changes none of its props (the
 * filter values and setters keep their identity), so it is not re-rendered;
 * its date fields sync their text selection on every render, which forces a
 * layout (issue 12: click to rows).
 */
const ListingToolbar = memo(function ListingToolbar<Q>({ filters, ns, text, values, setFilters }: ToolbarProps<Q>) {
  return filters.map((filter) => (
    <FilterWidget
      key={filter.params[0]?.key}
      filter={filter}
      ns={ns}
      text={text}
      filters={values}
      setFilters={setFilters}
    />
  ));
});

/** The toolbar widget of one filter. */
function FilterWidget<Q>(props: {
  filter: FilterSpec<Q>;
  ns: string;
  text: (key: string) => string;
  filters: ListingController<string>['filters'];
  setFilters: ListingController<string>['setFilters'];
}) {
  const { filter, ns, text, filters, setFilters } = props;
  if (filter.kind === 'dateRange') {
    const value = { start: filters[filter.start] ?? '', end: filters[filter.end] ?? '' };
    return (
      // The picker's place is held while its chunk loads, so the filter row does not grow when it comes.
      <Suspense fallback={<DateRangePlaceholder value={value} />}>
        <DateRangePicker
          value={value}
          onChange={({ start, end }) => setFilters({ [filter.start]: start, [filter.end]: end })}
        />
      </Suspense>
    );
  }
  const label = text(filter.label ?? (filter.key === 'search' ? 'listing:search' : `${ns}:filters.${filter.key}`));
  const value = filters[filter.key] ?? '';
  const onChange = (next: string) => setFilters({ [filter.key]: next });
  if (filter.kind === 'search') return <SearchField label={label} value={value} onChange={onChange} />;
  const options = filter.choices.map((choice) => ({
    value: choice.value,
    label: choice.text ?? (choice.label ? text(choice.label) : choice.value),
  }));
  // A value the filter does not offer (a hand-edited link) is not sent either (deviation G2).
  const chosen = options.some((option) => option.value === value) ? value : '';
  if (filter.kind === 'preset') {
    return <PresetToggle label={label} value={chosen} options={options} onChange={onChange} />;
  }
  return (
    <FilterSelect
      label={label}
      anyLabel={filter.anyLabel && text(filter.anyLabel)}
      value={chosen}
      options={options}
      onChange={onChange}
    />
  );
}

/**
 * The texts of translation keys known only at run time (`ns:key`), their
 * namespaces loaded first. Descriptor keys are checked by `listings.test.ts`.
 */
export function useKeyText(keys: readonly string[]) {
  const needed = useMemo(() => namespacesOfKeys(keys), [keys]);
  const { t, i18n } = useTranslation(needed);
  // Kept while the language stays, so widgets memoised on it are not re-rendered by a page turn.
  const text = useCallback(
    (key: string, fallback?: string, values?: Record<string, string>): string =>
      t(key, { defaultValue: fallback ?? key, ...values }),
    [t],
  );
  const { language } = i18n;
  return useMemo(() => ({ text, language }), [text, language]);
}

/** The texts of a descriptor. */
export function useListingText<O extends OperationId>(listing: BoundListing<O>) {
  const { label, ns, columns, filters, failure } = listing;
  return useKeyText(
    useMemo(() => keysOf({ label, ns, columns, filters, failure }), [label, ns, columns, filters, failure]),
  );
}

/**
 * A descriptor's listing: its filters and the shared table, with page, sort
 * and filters in the URL. No heading, so it fits a page (`ListingScreen`), a
 * tab (`ListingTabs`, a detail screen's tab) or a panel beside others.
 */
export function Listing<O extends OperationId>({ listing, urlNamespace = '', children, actions }: ListingProps<O>) {
  const cell: CellContext = useListingText(listing);
  const { sort, pageSize, filters = [] } = listing;
  const today = useMemo(() => todayIso(), []);
  const defaults = useMemo(
    () =>
      defaultsOf(
        sort,
        pageSize,
        filters.flatMap((filter) => filter.params),
        today,
      ),
    [sort, pageSize, filters, today],
  );
  const state = useListingState(defaults, urlNamespace);
  // A listing without server sort answers every row at once (the order
  // aggregates, up to 10000 groups): it pages here, so only one page of rows
  // is ever rendered (issue 12: 2,900 rows at once took seconds to show).
  const paged = sort !== undefined;

  const filtered = filters.reduce<Partial<QueryOf<O>>>(
    (query, filter) => ({ ...query, ...filter.toQuery((key) => state.filters[key] ?? '') }),
    {},
  );
  const query: ListingQuery<O> = paged ? { ...filtered, ...pagingOf(state) } : filtered;
  // The query-key convention (lib/query-keys.ts): the operation, then every parameter of the call, scope included.
  const keyOf = (request: ListingQuery<O>) => listingQueryKey(listing, request);
  const result = useQuery({
    queryKey: keyOf(query),
    queryFn: ({ signal }) => listing.fetch(query, signal),
    placeholderData: keepPreviousData,
  });

  // The next page is fetched while this one is read, so moving to it shows
  // rows at once (issue 12: click to rows); the query client's stale time
  // keeps it until then.
  const queryClient = useQueryClient();
  const matching = result.isPlaceholderData ? undefined : result.data?.totalMatch;
  const hasNextPage =
    paged && matching !== undefined && state.pageSize !== ALL && state.page * state.pageSize < matching;
  const queryText = JSON.stringify(query);
  useEffect(() => {
    if (!hasNextPage) return;
    const next: ListingQuery<O> = { ...(JSON.parse(queryText) as ListingQuery<O>), page: state.page + 1 };
    void queryClient.prefetchQuery({
      queryKey: listingQueryKey(listing, next),
      queryFn: ({ signal }) => listing.fetch(next, signal),
    });
  }, [hasNextPage, queryText, state.page, queryClient, listing]);

  const narrowed = Object.entries(defaults.filters ?? {}).some(([key, fallback]) => state.filters[key] !== fallback);
  const all = result.data?.data;
  const rows = paged ? all : pageOf(all, state.page, state.pageSize);

  // The same columns while the language stays: the table's header row is memoised on them.
  const { columns: specs, ns, rowLink } = listing;
  const columns = useMemo(() => {
    const made = specs.map((column, index) => tableColumn(column, ns, cell, index === 0 ? rowLink : undefined));
    if (actions) made.push({ id: 'actions', header: cell.text(`${ns}:columns.actions`), render: actions });
    return made;
  }, [specs, ns, rowLink, cell, actions]);
  // Spec 8's words for the failure, ahead of the server's; a refusal for a
  // missing permission stays as it came, so the table names the permission.
  const error =
    listing.failure && result.error && !missingClaim(result.error)
      ? new Error(`${cell.text(listing.failure)} ${errorText(result.error, '')}`.trim())
      : null;
  const emptyKeys = { records: 'common:empty.records', users: 'listing:empty.user', data: 'listing:empty.data' };

  return (
    <>
      {children}
      <DataTable
        label={cell.text(listing.label)}
        columns={columns}
        rows={rows}
        rowKey={listing.rowKey}
        count={paged ? (result.data?.totalMatch ?? 0) : (all?.length ?? 0)}
        query={error ? { ...result, error } : result}
        listing={state}
        emptyText={cell.text(emptyKeys[listing.empty ?? 'records'])}
        exportName={listing.exportName}
        onClearFilters={narrowed ? () => state.setFilters(defaults.filters ?? {}) : undefined}
        exportAll={async () => (await listing.fetch(paged ? { ...query, page: 1, pageSize: 'All' } : query)).data}
        toolbar={
          filters.length > 0 && (
            <ListingToolbar
              filters={filters as readonly FilterSpec<unknown>[]}
              ns={listing.ns}
              text={cell.text}
              values={state.filters}
              setFilters={state.setFilters}
            />
          )
        }
      />
    </>
  );
}
