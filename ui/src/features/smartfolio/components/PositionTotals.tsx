import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Ltr } from '@/components/Ltr';
import { RetryAlert } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';
import { formatNumber, formatUsd } from '@/lib/format';

import { usePositionTotals } from '../api/get-positions';

/**
 * The totals of every holding the filters match (not only the page shown):
 * how many, invested, market value, and the gain or loss between them.
 */
export function PositionTotals() {
  const { t, i18n } = useTranslation('smartfolio');
  const [params] = useSearchParams();
  const id = params.get('smartfolioId') ?? '';
  const search = (params.get('search') ?? '').trim();
  const totals = usePositionTotals({
    smartfolioId: /^\d+$/.test(id) ? Number(id) : undefined,
    search: search || undefined,
  });
  if (totals.isError) {
    return (
      <RetryAlert onRetry={totals.refetch} error={totals.error} sx={{ mb: 2 }}>
        {t('positions.totals.failed')} {errorText(totals.error, '')}
      </RetryAlert>
    );
  }
  const data = totals.data;
  const gain = data ? Math.round((data.totalMarketValue - data.totalInvested) * 100) / 100 : 0;
  const figures = [
    { key: 'holdings', value: data && formatNumber(data.totalMatch, i18n.language) },
    { key: 'invested', value: data && formatUsd(data.totalInvested, i18n.language) },
    { key: 'marketValue', value: data && formatUsd(data.totalMarketValue, i18n.language) },
    {
      key: 'gain',
      value: data && formatUsd(gain, i18n.language),
      color: gain < 0 ? 'error.main' : gain > 0 ? 'success.main' : undefined,
    },
  ] as const;
  return (
    <Box
      component="section"
      aria-label={t('positions.totals.label')}
      aria-busy={!data}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figures.map((figure) => (
        <Paper
          key={figure.key}
          variant="outlined"
          // On a phone each figure is one line (name, then value), so the four fit above the table.
          sx={{
            p: { xs: 1.5, sm: 2 },
            minWidth: 0,
            display: { xs: 'flex', sm: 'block' },
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary" component="h2">
            {t(`positions.totals.${figure.key}`)}
          </Typography>
          {figure.value ? (
            <Typography
              variant="h6"
              component="p"
              sx={{
                color: 'color' in figure ? figure.color : undefined,
                whiteSpace: 'nowrap',
                fontSize: { xs: '1rem', sm: undefined },
              }}
            >
              {/* Left to right inside, aligned with its label in either direction. */}
              <Ltr>{figure.value}</Ltr>
            </Typography>
          ) : (
            <Skeleton width="60%" height={32} />
          )}
        </Paper>
      ))}
    </Box>
  );
}
