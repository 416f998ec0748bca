export { MarketChart, type MarketChartProps } from './MarketChart';
export { isolateNumber, marketFigures, type MarketFigures, type SeriesPoint } from './market';
