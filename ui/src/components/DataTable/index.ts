export { DataTable, type DataTableColumn, type DataTableProps, ROW_PADDING_PX } from './DataTable';
export { toCsv } from './csv';
export {
  ALL,
  type ListingController,
  type ListingDefaults,
  type ListingPaging,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  pagingOf,
  paramName,
  type SortDir,
  useListingState,
} from './listing-state';
export { type FilterOption, FilterSelect, PresetToggle, SearchField } from './filters';
