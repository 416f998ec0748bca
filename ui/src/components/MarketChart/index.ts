export { MarketChart, type MarketChartProps } from './MarketChart';
export {
  marketFigures,
  type MarketFigures,
  PREVIOUS_CLOSE_POINTS,
  previousCloseOf,
  type SeriesPoint,
  WINDOW_MINUTES,
} from './market';
