export { getTrade, type TradeDetails, tradeQueryOptions, useTrade } from './api/get-trade';
export { getTrades, type Trade } from './api/get-trades';
export { tradesListing } from './listing';
