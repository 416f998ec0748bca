import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import SavingsIcon from '@mui/icons-material/Savings';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { Count } from '@/components/Ltr';
import { MarketChart } from '@/components/MarketChart';
import { PageHeading } from '@/components/PageHeading';
import { RetryAlert } from '@/components/RetryAlert';
import { useCanOpen } from '@/components/route-table';
import { screenUrl } from '@/config/paths';
import { useMarketData } from '@/entities/market-data';
import { errorText } from '@/lib/api-client';
import { formatList, formatNumber, formatUsd, isolateLtr } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';

import { useDashboard } from '../api/get-dashboard';
import { FigureCard } from '../components/FigureCard';
import { type CardFigure, figureLinks, onboardingLink } from '../links';

/** The stock dashboard chart's symbol (spec 2): the market's benchmark. */
const CHART_SYMBOL = 'SPY';

const CARDS: readonly { figure: CardFigure; icon: ReactNode }[] = [
  { figure: 'customers', icon: <GroupIcon /> },
  { figure: 'newCustomers30Days', icon: <PersonAddIcon /> },
  { figure: 'onboardedCustomers', icon: <HowToRegIcon /> },
  { figure: 'tradingAccounts', icon: <AccountBalanceWalletIcon /> },
  { figure: 'totalCash', icon: <SavingsIcon /> },
  { figure: 'pendingTransfers', icon: <PendingActionsIcon /> },
  { figure: 'achWithdrawalWatch', icon: <VisibilityIcon /> },
  { figure: 'negativeSettledCash', icon: <MoneyOffIcon /> },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/**
 * /app/dashboard/listing (spec 2: the main dashboard entry): the headline
 * figures as cards that open the listings they count, already filtered;
 * customers per onboarding status, each opening the users listing at that
 * status; and the stock dashboard chart.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const zone = useTimeZone();
  const dashboard = useDashboard();
  const market = useMarketData(CHART_SYMBOL);
  const figures = dashboard.data;
  const label = useEnumerationLabel();
  const { language } = i18n;
  const canOpen = useCanOpen();

  // Settled cash in whole dollars: the card is a headline, the listings carry the cents.
  const valueOf = (figure: CardFigure) => {
    if (!figures) return '';
    return figure === 'totalCash'
      ? formatUsd(figures.totalCash, language, { cents: false })
      : formatNumber(figures[figure], language);
  };
  // The hints name statuses by their labels, never the API's values.
  const hintOf = (figure: CardFigure) => {
    if (figure === 'onboardedCustomers') {
      return t('hints.onboardedCustomers', {
        statuses: formatList(
          [label('OnboardingStatus', 'Onboarding Complete'), label('OnboardingStatus', 'Invested')],
          language,
        ),
      });
    }
    if (figure === 'pendingTransfers') {
      return t('hints.pendingTransfers', { status: label('TransferStatus', 'Pending') });
    }
    return t(`hints.${figure}`);
  };

  return (
    <>
      <PageHeading title={t('title')} />
      <Stack spacing={3}>
        {dashboard.isError ? (
          <RetryAlert onRetry={dashboard.refetch} error={dashboard.error}>
            {t('failed', { error: errorText(dashboard.error, '') })}
          </RetryAlert>
        ) : (
          <section aria-labelledby="dashboard-figures">
            <Typography id="dashboard-figures" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('figures')}
            </Typography>
            {figures && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('asOf')} <DateTimeText value={figures.asOf} />
              </Typography>
            )}
            <Box sx={grid} aria-busy={dashboard.isPending}>
              {CARDS.map(({ figure, icon }) => {
                const link = figureLinks[figure];
                return figures ? (
                  <FigureCard
                    key={figure}
                    label={t(`cards.${figure}`)}
                    value={valueOf(figure)}
                    icon={icon}
                    to={link && canOpen(link) ? link : undefined}
                    linkHint={hintOf(figure)}
                  />
                ) : (
                  <Skeleton key={figure} variant="rounded" height={88} data-testid="skeleton-card" />
                );
              })}
            </Box>
          </section>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" component="section" aria-labelledby="dashboard-market" sx={{ p: 2, minWidth: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography id="dashboard-market" variant="h2" sx={{ fontSize: '1.1rem' }}>
                {t('market', { symbol: CHART_SYMBOL })}
              </Typography>
              <AppLink to={screenUrl('marketData', { symbol: CHART_SYMBOL })}>{t('openMarketData')}</AppLink>
            </Stack>
            {market.isError ? (
              <RetryAlert onRetry={market.refetch} error={market.error} sx={{ mt: 1 }}>
                {t('marketFailed', { error: errorText(market.error, '') })}
              </RetryAlert>
            ) : (
              <MarketChart
                points={market.data?.points ?? []}
                previousClose={market.data?.previousClose ?? 0}
                session={market.data && { open: market.data.sessionOpen, close: market.data.sessionClose }}
                zone={zone}
                locale={i18n.language}
                loading={market.isPending}
                height={280}
                labels={{
                  series: CHART_SYMBOL,
                  chart: t('marketChart', { symbol: CHART_SYMBOL }),
                  previousClose: t('previousCloseLine', {
                    price: isolateLtr(formatUsd(market.data?.previousClose ?? 0, language), language),
                  }),
                  noData: t('noData'),
                  loading: t('loading'),
                }}
              />
            )}
          </Paper>
          {figures && (
            <Paper variant="outlined" component="section" sx={{ p: 2, minWidth: 0 }}>
              <Table size="small" aria-label={t('onboardingTable')}>
                <caption style={{ captionSide: 'top', padding: '0 0 8px', textAlign: 'start' }}>
                  <Typography variant="h2" component="span" sx={{ fontSize: '1.1rem' }}>
                    {t('onboarding')}
                  </Typography>
                </caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('status')}</TableCell>
                    <TableCell align="right">{t('customersColumn')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {figures.onboarding.map((row) => {
                    return (
                      <TableRow key={row.status}>
                        <TableCell component="th" scope="row">
                          <AppLink to={onboardingLink(row.status)}>
                            <EnumerationValue enumeration="OnboardingStatus" value={row.status} />
                          </AppLink>
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          <Count value={row.customers} />
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Paper>
          )}
        </Box>
      </Stack>
    </>
  );
}
