import { cashMovementKindValues, transferPresetValues, transferStatusValues, transferTypeValues } from '@openapi/enums';
import { defineListing, filtersOf, tradingAccountColumn } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getTransfers } from './api/get-transfers';

const f = filtersOf('listTransfers');

/**
 * Transfers (cash movement), newest first (spec 9: Created desc), with the
 * processed, unprocessed and ACH withdrawal watch presets (spec 4).
 */
export const transfersListing = defineListing('listTransfers', {
  ns: 'cashMovement',
  exportName: 'cash-movement',
  fetch: getTransfers,
  rowKey: (row) => row.TransferId,
  rowLink: (row) => paths.details.transfer(row.TransferId),
  sort: { columns: ['Created', 'Amount', 'Status', 'TransferType'], default: ['Created', 'desc'] },
  filters: [
    f.preset('preset', transferPresetValues, {
      label: 'cashMovement:presets.label',
      labels: 'cashMovement:presets',
    }),
    f.select('transferType', transferTypeValues, { labels: 'enums:TransferType' }),
    f.select('status', transferStatusValues, { labels: 'enums:TransferStatus' }),
    f.select('kind', cashMovementKindValues, { labels: 'enums:CashMovementKind' }),
    f.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'TransferId', value: (row) => row.TransferId },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'TransferType', value: (row) => row.Type, sortable: true, enumeration: 'TransferType' },
    { id: 'Kind', value: (row) => row.Kind, enumeration: 'CashMovementKind' },
    { id: 'Status', value: (row) => row.Status, sortable: true, enumeration: 'TransferStatus', chip: true },
    { id: 'Amount', value: (row) => row.Amount, kind: 'money', sortable: true },
    tradingAccountColumn(),
    { id: 'Processed', value: (row) => row.Processed, kind: 'dateTime' },
    { id: 'WatchlistTypes', value: (row) => row.WatchlistTypes, enumeration: 'AchWatchlistType' },
  ],
});
