export {
  type BoundListing,
  type CellValue,
  type ColumnKind,
  type ColumnSpec,
  defineListing,
  type ListingDescriptor,
  type ListingQuery,
  type ListingRequest,
  type ListingScope,
  type TextKey,
  withScope,
} from './descriptor';
export { type FilterChoice, type FilterSpec, filtersOf, YES_NO } from './filter-specs';
export { Listing, type ListingProps, useListingText } from './Listing';
export { ListingScreen } from './ListingScreen';
export { type ListingTab, listingTab, ListingTabs, type ListingTabsProps } from './ListingTabs';
export { accountNumberColumn, tradingAccountColumn } from './columns';
