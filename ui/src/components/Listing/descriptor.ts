import type { ListingPaging, SortDir } from '@/components/DataTable/listing-state';
import type { Namespace } from '@/i18n/resources';
import type { ListingPage, OperationId, PathOf, QueryOf, RowOf } from '@/lib/api-types';

import type { FilterSpec } from './filter-specs';
import type { EnumerationName, LabelValues } from '@/components/Enumeration';

import type { TextKey } from './text-key';

/** What a cell holds, before it is shown. */
export type CellValue = string | number | boolean | null | undefined | readonly string[];

/**
 * How a column's value is shown (`cells.tsx` renders each kind in one place,
 * so a new format, a chip or a phone layout is added once for every listing).
 */
export type ColumnKind =
  /** As it is: names, codes, free text. */
  | 'text'
  /** A count or quantity, right-aligned, with the reader's thousands separators. */
  | 'number'
  /** US dollars in the reader's locale, right-aligned. */
  | 'money'
  /** An instant, as MM/DD/YYYY hh:mm A in the chosen zone (spec 9). */
  | 'dateTime'
  /** A calendar day (`YYYY-MM-DD`, or midnight of it), shown as MM/DD/YYYY with no time. */
  | 'date'
  /** Yes or No in the reader's language. */
  | 'boolean'
  /** An identifier, in a fixed-width face. */
  | 'code'
  /** A telephone number: one left-to-right line, never broken between its groups. */
  | 'phone'
  /** Several values, comma-separated. */
  | 'list'
  /** The last digits of an account number, shown after a mask. */
  | 'masked'
  /** Free text people wrote (a title, a description): read in its own direction, so English stays left to right in Arabic. */
  | 'prose';

export interface ColumnSpec<Row> {
  /** The column's id; for a sortable column, the server's sort column name. */
  id: string;
  /** The header; `<ns>:columns.<id>` unless given. */
  header?: TextKey;
  /** The cell's value as the API gives it; the CSV export writes it as it is. */
  value: (row: Row) => CellValue;
  /** How the value is shown; `text` unless given. */
  kind?: ColumnKind;
  /**
   * An enumeration of the API, by its schema name: the cell shows the value's
   * translated label (`enums:<Name>.<value>`: "Bank deposit" for
   * `BankDeposit`, "Individual Cash" for account type 1), while filters,
   * links and the API keep the value as spelt, and the CSV the value or, for
   * a numbered one, the spec's name (deviation L5).
   */
  enumeration?: EnumerationName;
  /** The values a label that is a sentence names (an audit event's amount; a trade's quantity and symbol). */
  values?: (row: Row) => LabelValues;
  /**
   * The text the cell shows when it is not the value itself but its reading
   * in the reader's language (a demo role's translated name); the CSV keeps
   * the value.
   */
  shown?: (row: Row, cell: { text: (key: string, fallback: string) => string; language: string }) => string;
  /** The value as a chip coloured by what it means (done, under way, failed, stopped): statuses, review states, breaks. */
  chip?: boolean;
  /** The code beside its name, for codes staff quote (FIX side and status: "Buy (1)"). */
  showCode?: boolean;
  /** Only flagged columns sort (spec 4); the id must be among the descriptor's sort columns. */
  sortable?: boolean;
  /** The cell links here (another record's detail route). */
  link?: (row: Row) => string | null | undefined;
  /** The text of an absent value (spec 8: a notification without an end date reads 'Not Available'). */
  absent?: TextKey;
}

/**
 * The columns an operation sorts by, as its `sort` parameter spells them in
 * the document; any name for an operation the server answers in its own
 * order (the listing then keeps the sort in the browser's URL only).
 */
export type SortOf<O extends OperationId> =
  QueryOf<O> extends { sort?: infer S } ? Extract<NonNullable<S>, string> : string;

/** The paging and filters one listing call receives from the table. */
export type ListingQuery<O extends OperationId> = Partial<QueryOf<O>> & Partial<ListingPaging>;

/** The query and, for a listing under a record (a user's audit trail), the record's path parameters. */
export type ListingRequest<O extends OperationId> = ListingQuery<O> & PathOf<O>;

/**
 * One listing screen, described: what it calls, how its rows show, which
 * filters and presets it offers, how it sorts and pages, where a row leads.
 * `<ListingScreen>` renders it as a page, `<Listing>` as a table anywhere
 * (a tab, beside other listings), and `<ListingTabs>` as tabs.
 */
export interface ListingDescriptor<O extends OperationId> {
  /** The operation it calls: the TanStack Query key, and the types of its query and rows. */
  operation: O;
  /** The namespace of its default texts: `columns.<id>` and `filters.<key>`. */
  ns: Namespace;
  /** The table's accessible name, also the page heading unless the screen gives one (`<ns>:tableLabel` by default). */
  label: TextKey;
  /** The file name of the CSV export, without extension. */
  exportName: string;
  /** One page of rows for a request (the request file of the operation). */
  fetch: (request: ListingRequest<O>, signal?: AbortSignal) => Promise<ListingPage<RowOf<O>>>;
  rowKey: (row: RowOf<O>) => string | number;
  /** The row's detail route: its first column links there. */
  rowLink?: (row: RowOf<O>) => string;
  columns: readonly ColumnSpec<RowOf<O>>[];
  /** Filters, presets, the search box and the date range, in toolbar order. */
  filters?: readonly FilterSpec<QueryOf<O>>[];
  /**
   * The columns the server sorts by and the spec 9 default; absent for a
   * listing the server answers whole (the order aggregates: no paging or sort
   * parameters sent), which the table then pages in the browser.
   */
  sort?: { columns: readonly SortOf<O>[]; default: readonly [SortOf<O>, SortDir] };
  /** 25 unless spec 9 says 10 (affiliations, symbols, notifications, some user tabs). */
  pageSize?: 10 | 25 | 50;
  /** Spec 8's empty text: 'No Records to Display' unless `users` or `data`. */
  empty?: 'records' | 'users' | 'data';
  /** Spec 8's text of a failed load, shown ahead of the server's error ('An error occured on getting All Notification data'). */
  failure?: TextKey;
}

/**
 * Describes a listing of one operation; the operation's types check its
 * columns, filters and request. Its accessible name is `<ns>:tableLabel`
 * unless it names another.
 */
export function defineListing<O extends OperationId>(
  operation: O,
  descriptor: Omit<ListingDescriptor<O>, 'operation' | 'label'> & { label?: TextKey },
): ListingDescriptor<O> {
  return { operation, ...descriptor, label: descriptor.label ?? (`${descriptor.ns}:tableLabel` as TextKey) };
}

/**
 * What a listing needs from the screen around it: the path parameters of a
 * listing under a record (a user's audit trail needs `userId`), and any
 * fixed filters (a user's transfers: `{ userId }`).
 */
export type ListingScope<O extends OperationId> = PathOf<O> & Partial<QueryOf<O>>;

/**
 * A listing ready to render: every parameter but the table's own is known.
 * A descriptor of an operation without path parameters is one already;
 * `withScope` makes one of any descriptor.
 */
export type BoundListing<O extends OperationId> = Omit<ListingDescriptor<O>, 'fetch'> & {
  fetch: (query: ListingQuery<O>, signal?: AbortSignal) => Promise<ListingPage<RowOf<O>>>;
  /** The scope it was bound to: part of its cache key. */
  scope?: ListingScope<O>;
};

/** The query key of one call of a listing: its operation, then its scope and query together (lib/query-keys.ts). */
export function listingQueryKey<O extends OperationId>(listing: BoundListing<O>, query: ListingQuery<O>) {
  return [listing.operation, { ...listing.scope, ...query }] as const;
}

/**
 * A listing scoped to a record: `withScope(tradesListing, { userId })` lists
 * one user's trades, `withScope(auditTrailListing, { userId })` fills the
 * path of `/users/{userId}/audit-trail`. Memoise it (`useMemo`) in a component.
 */
export function withScope<O extends OperationId>(
  listing: ListingDescriptor<O>,
  scope: ListingScope<O>,
): BoundListing<O> {
  return { ...listing, scope, fetch: (query, signal) => listing.fetch({ ...query, ...scope }, signal) };
}
