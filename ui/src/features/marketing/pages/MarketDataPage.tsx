import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { MarketChart, marketFigures } from '@/components/MarketChart';
import { PageHeading } from '@/components/PageHeading';
import { RetryAlert } from '@/components/RetryAlert';
import { useMarketData } from '@/entities/market-data';
import { ApiProblem, errorText } from '@/lib/api-client';
import { formatDateTime, formatUsd, isolateLtr } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';

import { MarketFiguresTable } from '../components/MarketFiguresTable';
import { SymbolPicker } from '../components/SymbolPicker';

/** The symbol the page opens on: the market's benchmark. */
export const DEFAULT_SYMBOL = 'SPY';

/**
 * /app/marketing/marketdata (spec 2, 9): pick a symbol, see its intraday
 * line with the previous close as a reference line, and the figures as a
 * table. The symbol lives in the URL (`?symbol=AAPL`), so a link reopens it.
 */
export function MarketDataPage() {
  const { t, i18n } = useTranslation('marketing');
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).trim().toUpperCase() || DEFAULT_SYMBOL;
  const market = useMarketData(symbol);
  const series = market.data;
  const figures = series ? marketFigures(series.points, series.previousClose) : null;
  const notFound = market.error instanceof ApiProblem && market.error.status === 404;
  // The session in the exchange's own hours (New York), whatever zone the reader chose for the axis.
  const exchangeZone = { zone: series?.timeZone };
  // Each instant one unbreakable, left-to-right run inside the sentence.
  const whole = (text: string) => isolateLtr(text.replaceAll(' ', '\u00a0'), i18n.language);
  const session = series && {
    open: whole(formatDateTime(series.sessionOpen, exchangeZone)),
    close: whole(formatDateTime(series.sessionClose, exchangeZone).slice(11)),
  };

  return (
    <>
      <PageHeading title={t('marketData.title')} />
      <Stack spacing={2}>
        <SymbolPicker
          value={symbol}
          onChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('symbol', next);
              return updated;
            })
          }
        />
        {market.isError && !notFound && (
          <RetryAlert onRetry={market.refetch} error={market.error}>
            {t('marketData.failed', { error: errorText(market.error, '') })}
          </RetryAlert>
        )}
        {notFound && (
          // A symbol the asset list lacks has no chart at all: say so in its place.
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
            <Typography role="status" color="text.secondary">
              {t('marketData.notFound', { symbol })}
            </Typography>
          </Paper>
        )}
        {!market.isError && (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
              <Stack sx={{ flex: 1, minWidth: 0 }} spacing={1}>
                <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                  {t('marketData.chartTitle', { symbol })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {session && t('marketData.window', session)}{' '}
                  {t('marketData.timeZone', { zone: `${zone.zone} (${zone.offset})` })}
                </Typography>
                <MarketChart
                  points={series?.points ?? []}
                  previousClose={series?.previousClose ?? 0}
                  session={series && { open: series.sessionOpen, close: series.sessionClose }}
                  zone={zone}
                  locale={i18n.language}
                  loading={market.isPending}
                  labels={{
                    series: symbol,
                    chart: t('marketData.chart', { symbol }),
                    previousClose: t('marketData.previousCloseLine', {
                      price: isolateLtr(formatUsd(series?.previousClose ?? 0, i18n.language), i18n.language),
                    }),
                    noData: t('marketData.noData'),
                    loading: t('marketData.loading'),
                  }}
                />
              </Stack>
              <Stack sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
                {figures ? (
                  <MarketFiguresTable symbol={symbol} figures={figures} />
                ) : market.isPending ? (
                  <Stack role="status" aria-label={t('marketData.loading')} aria-busy spacing={1}>
                    {Array.from({ length: 5 }, (_, index) => (
                      <Skeleton key={index} variant="text" />
                    ))}
                  </Stack>
                ) : (
                  <Typography color="text.secondary">{t('marketData.noData')}</Typography>
                )}
              </Stack>
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
