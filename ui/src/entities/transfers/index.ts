export { getTransfer, type TransferDetails, transferQueryOptions, useTransfer } from './api/get-transfer';
export { getTransfers, type Transfer } from './api/get-transfers';
export { transfersListing } from './listing';
