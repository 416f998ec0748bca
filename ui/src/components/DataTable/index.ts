export { DataTable, type DataTableColumn, type DataTableProps, ROW_PADDING_PX } from './DataTable';
export { toCsv } from './csv';
export {
  ALL,
  type ListingController,
  type ListingDefaults,
  listingQuery,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  useListingState,
} from './listing-state';
export { type FilterOption, FilterSelect, PresetToggle, SearchField } from './filters';
export { RowLink } from './RowLink';
export { type ListingFilter, type ListingQuery, ListingScreen, type ListingScreenProps } from './ListingScreen';
