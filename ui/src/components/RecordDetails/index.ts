export { BackToListing } from './BackToListing';
export {
  DetailsCard,
  DetailsSkeleton,
  type DetailField,
  FieldList,
  type RecordBack,
  RecordFailed,
  RecordNotFound,
  RecordState,
  useNotFoundText,
} from './RecordDetails';
export { isMissing, parseRecordId, type RecordId, retryUnlessMissing, useRecordId } from './record-id';
export { TradingAccountCard } from './TradingAccountCard';
