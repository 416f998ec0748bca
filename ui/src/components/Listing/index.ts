export {
  type BoundListing,
  type CellValue,
  type ColumnKind,
  type ColumnSpec,
  defineListing,
  type ListingDescriptor,
  type ListingQuery,
  listingQueryKey,
  type ListingRequest,
  type ListingScope,
  type SortOf,
  withScope,
} from './descriptor';
export { type TextKey } from './text-key';
export { type FilterChoice, type FilterSpec, filtersOf, YES_NO } from './filter-specs';
export { Listing, type ListingProps, useListingText } from './Listing';
export { ListingScreen } from './ListingScreen';
export { type ListingTab, listingTab, ListingTabs, type ListingTabsProps } from './ListingTabs';
export { accountNumberColumn, tradingAccountColumn } from './columns';
