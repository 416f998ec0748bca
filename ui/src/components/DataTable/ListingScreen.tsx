import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { DateRangePicker } from '@/components/DateRangePicker';
import { PageHeading } from '@/components/PageHeading';

import { DataTable, type DataTableColumn } from './DataTable';
import { FilterSelect, type FilterOption, SearchField } from './filters';
import { type ListingController, type ListingDefaults, listingQuery, useListingState } from './listing-state';

export type ListingQuery = ReturnType<typeof listingQuery>;

export interface ListingFilter {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

export interface ListingScreenProps<T, S extends string> {
  title: string;
  tableLabel: string;
  /** The first part of the TanStack Query key. */
  queryKey: string;
  defaults: ListingDefaults<S>;
  columns: readonly DataTableColumn<T>[];
  /** One page of the listing (`{data, totalMatch}` envelope). */
  fetchPage: (query: ListingQuery, signal?: AbortSignal) => Promise<{ data: T[]; totalMatch: number }>;
  rowKey: (row: T) => string | number;
  exportName: string;
  /** A search box, kept in the URL as `search` (needs `search` among the defaults' filters). */
  search?: boolean;
  /** Start and end dates, kept as `startDate`/`endDate`. */
  dates?: boolean;
  selects?: readonly ListingFilter[];
  emptyText?: string;
  /** Anything else above the table (a form, a note). */
  children?: (listing: ListingController<S>) => ReactNode;
}

/**
 * A whole listing screen from a description: heading, filters and the
 * shared table, for the listings whose only behaviour is paging, sorting and
 * filtering (compliance, operations, reconciliation).
 */
export function ListingScreen<T, S extends string>(props: ListingScreenProps<T, S>) {
  const { title, tableLabel, queryKey, defaults, columns, fetchPage, rowKey, exportName } = props;
  const listing = useListingState(defaults);
  const query = listingQuery(listing);
  const result = useQuery({
    queryKey: [queryKey, 'list', query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const { filters, setFilters } = listing;
  return (
    <>
      <PageHeading title={title} />
      {props.children?.(listing)}
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={result.data?.data}
        rowKey={rowKey}
        count={result.data?.totalMatch ?? 0}
        query={result}
        listing={listing}
        emptyText={props.emptyText}
        exportName={exportName}
        exportAll={async () => (await fetchPage({ ...query, page: 1, pageSize: 'All' })).data}
        toolbar={
          (props.search || props.dates || props.selects) && (
            <>
              {props.search && (
                <SearchField value={filters.search ?? ''} onChange={(search) => setFilters({ search })} />
              )}
              {props.selects?.map((select) => (
                <FilterSelect
                  key={select.key}
                  label={select.label}
                  value={filters[select.key] ?? ''}
                  options={select.options}
                  onChange={(value) => setFilters({ [select.key]: value })}
                />
              ))}
              {props.dates && (
                <DateRangePicker
                  value={{ start: filters.startDate ?? '', end: filters.endDate ?? '' }}
                  onChange={({ start, end }) => setFilters({ startDate: start, endDate: end })}
                />
              )}
            </>
          )
        }
      />
    </>
  );
}
