export { BackToListing } from './BackToListing';
export {
  DetailsCard,
  DetailsSkeleton,
  type DetailField,
  FieldList,
  type RecordBack,
  RecordFailed,
  RecordNotFound,
  RecordPage,
  RecordSection,
  RecordState,
  type RecordStateProps,
  useNotFoundText,
} from './RecordDetails';
export { isMissing, parseRecordId, type RecordId, retryUnlessMissing, useRecordId } from './record-id';
export { recordQuery } from './record-query';
export { type RecordColumn, RecordTable } from './RecordTable';
export { TradingAccountCard } from './TradingAccountCard';
