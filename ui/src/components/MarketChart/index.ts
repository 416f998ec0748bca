export { MarketChart, type MarketChartProps } from './MarketChart';
export { marketFigures, type MarketFigures, type SeriesPoint } from './market';
