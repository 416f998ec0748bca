export { BackToListing } from './BackToListing';
export { DetailsCard, DetailsSkeleton, RecordState, type DetailField } from './RecordDetails';
export { TradingAccountCard } from './TradingAccountCard';
export { useRecordId } from './use-record-id';
