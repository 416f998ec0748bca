import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';

import { ChartBox } from '@/components/ChartBox';
import { type DisplayZone, formatDateTime, formatUsd } from '@/lib/format';

import type { SeriesPoint } from './market';

export interface MarketChartProps {
  points: readonly SeriesPoint[];
  previousClose: number;
  /** The chosen time zone: the time axis and the tooltip read in it (spec 9). */
  zone: DisplayZone;
  /** The reader's language, for the prices' number format. */
  locale: string;
  labels: {
    /** The series' name in the tooltip (the symbol). */
    series: string;
    /** The reference line's label, with the price in it (isolated by the caller in right-to-left languages). */
    previousClose: string;
    /** The chart's accessible name. */
    chart: string;
    noData: string;
    loading: string;
  };
  loading?: boolean;
  height?: number;
  /**
   * The exchange session the series belongs to (its open and close instants):
   * the time axis spans it whole, so an hour into the day reads as an hour
   * into the day.
   */
  session?: { open: string; close: string };
}

/**
 * An intraday line chart of a price series with the previous-day close as a
 * dashed reference line (spec 2's stock dashboard chart, spec 9's rule). The
 * time axis and the tooltip show times in the chosen zone; the chart keeps
 * MUI X's keyboard navigation (Tab to focus, arrows to move along the line).
 * Time runs left to right in every language, as price charts do, so the
 * chart box stays left to right inside an Arabic page.
 */
export function MarketChart({
  points,
  previousClose,
  zone,
  locale,
  labels,
  loading,
  height = 320,
  session,
}: MarketChartProps) {
  const theme = useTheme();
  const times = useMemo(() => points.map((point) => new Date(point.time)), [points]);
  const values = useMemo(() => points.map((point) => point.value), [points]);
  // hh:mm A on the axis, the full MM/DD/YYYY hh:mm A in the tooltip, both in the chosen zone.
  const timeText = (date: Date, full: boolean) => {
    const text = formatDateTime(date.toISOString(), zone, locale);
    return full ? text : text.slice(11);
  };
  if (!loading && points.length === 0) {
    // No axes without data: an empty chart's price axis repeats "$0.01".
    return (
      <Box
        role="status"
        sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2 }}
      >
        <Typography color="text.secondary">{labels.noData}</Typography>
      </Box>
    );
  }
  const low = Math.min(previousClose, ...values);
  const high = Math.max(previousClose, ...values);
  const pad = Math.max((high - low) * 0.08, 0.01);
  // Room for the longest price, whose currency sign sits after it in some languages.
  const priceAxisWidth = Math.max(64, 8 * formatUsd(high, locale).length);
  // Room at the end for the last time on the axis (the session's close).
  const endMargin = 28;

  return (
    <ChartBox height={height} axesWidth={priceAxisWidth + endMargin}>
      {(width) => (
        <LineChart
          aria-label={labels.chart}
          width={width}
          height={height}
          loading={loading}
          localeText={{ noData: labels.noData, loading: labels.loading }}
          hideLegend
          margin={{ right: endMargin }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              data: times,
              scaleType: 'time',
              tickNumber: 6,
              ...(session ? { min: new Date(session.open), max: new Date(session.close) } : {}),
              valueFormatter: (value: Date, context) => timeText(value, context.location !== 'tick'),
            },
          ]}
          yAxis={[
            {
              min: low - pad,
              max: high + pad,
              width: priceAxisWidth,
              valueFormatter: (value: number) => formatUsd(value, locale),
            },
          ]}
          series={[
            {
              data: values,
              label: labels.series,
              showMark: false,
              color: theme.palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : formatUsd(value, locale)),
            },
          ]}
        >
          {points.length > 0 && (
            <ChartsReferenceLine
              y={previousClose}
              label={labels.previousClose}
              labelAlign="start"
              lineStyle={{ stroke: theme.palette.warning.main, strokeDasharray: '8 4', strokeWidth: 1.5 }}
              labelStyle={{ fill: theme.palette.text.primary, fontSize: 12 }}
            />
          )}
        </LineChart>
      )}
    </ChartBox>
  );
}
