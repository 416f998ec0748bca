import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';

import { ChartBox } from '@/components/ChartBox';
import { formatNumber } from '@/lib/format';

import type { SignUpReport } from '../api/get-sign-up-report';
import { periodText } from './period';

/**
 * Sign-ups per period as grouped bars, with how many confirmed their email
 * and how many finished onboarding. Keyboard reachable (MUI X's navigation);
 * the table below carries the same numbers.
 */
export function SignUpChart({ report, loading }: { report: SignUpReport | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('marketing');
  const theme = useTheme();
  const buckets = report?.buckets ?? [];
  const anything = buckets.some((bucket) => bucket.signUps > 0);
  const shown = anything ? buckets : [];
  const series = (key: 'signUps' | 'emailConfirmed' | 'onboarded', color: string) => ({
    data: shown.map((bucket) => bucket[key]),
    label: t(`authentication.columns.${key}`),
    color,
    valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value, i18n.language)),
  });
  return (
    // Periods run left to right in every language, as the time axis of the market chart.
    <ChartBox height={300} axesWidth={40}>
      {(width) => (
        <BarChart
          aria-label={t(`authentication.charts.${report?.interval ?? 'day'}`)}
          width={width}
          height={300}
          loading={loading}
          localeText={{ noData: t('marketData.noData'), loading: t('marketData.loading') }}
          grid={{ horizontal: true }}
          xAxis={[
            {
              scaleType: 'band',
              data: shown.map((bucket) => bucket.start),
              valueFormatter: (start: string) => periodText(start, report?.interval ?? 'day'),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            series('signUps', theme.palette.primary.main),
            series('emailConfirmed', theme.palette.info.main),
            series('onboarded', theme.palette.success.main),
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
        />
      )}
    </ChartBox>
  );
}
