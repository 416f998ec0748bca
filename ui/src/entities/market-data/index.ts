export { getMarketData, type MarketDataSeries, marketDataQueryOptions, useMarketData } from './api/get-market-data';
