import { tradeOriginValues, tradeSideValues, tradeStatusValues } from '@openapi/enums';
import { defineListing, filtersOf, tradingAccountColumn } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getTrades } from './api/get-trades';

const f = filtersOf('listTrades');

/** Trades (spec 2), newest first (spec 9: CreatedDate desc); enumeration values as spelt in spec 3. */
export const tradesListing = defineListing('listTrades', {
  ns: 'trades',
  exportName: 'trades',
  fetch: getTrades,
  rowKey: (row) => row.TradeId,
  rowLink: (row) => paths.details.trade(row.TradeId),
  sort: { columns: ['CreatedDate', 'Amount', 'Symbol'], default: ['CreatedDate', 'desc'] },
  filters: [
    f.search('symbol'),
    f.select('side', tradeSideValues, { labels: 'enums:TradeSide' }),
    f.select('origin', tradeOriginValues, { labels: 'enums:TradeOrigin' }),
    f.select('status', tradeStatusValues, { labels: 'enums:TradeStatus' }),
    f.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'TradeId', value: (row) => row.TradeId },
    { id: 'CreatedDate', value: (row) => row.CreatedDate, kind: 'dateTime', sortable: true },
    { id: 'Symbol', value: (row) => row.Symbol, sortable: true },
    { id: 'Side', value: (row) => row.Side, enumeration: 'TradeSide' },
    { id: 'Origin', value: (row) => row.Origin, enumeration: 'TradeOrigin' },
    { id: 'Status', value: (row) => row.Status, enumeration: 'TradeStatus', chip: true },
    { id: 'Quantity', value: (row) => row.Quantity, kind: 'number' },
    { id: 'Price', value: (row) => row.Price, kind: 'money' },
    { id: 'Amount', value: (row) => row.Amount, kind: 'money', sortable: true },
    tradingAccountColumn(),
  ],
});
