import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { Ltr } from '@/components/Ltr';
import type { MarketFigures } from '@/components/MarketChart';
import { formatDateTime, formatSignedPercent, formatUsd } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';

/**
 * The chart's figures as a table (the accessible alternative to the line):
 * last, change against the previous close, previous close, high and low.
 */
export function MarketFiguresTable({ symbol, figures }: { symbol: string; figures: MarketFigures }) {
  const { t, i18n } = useTranslation('marketing');
  const zone = useTimeZone();
  const { language } = i18n;
  const usd = (amount: number) => formatUsd(amount, language);
  const tone = figures.change > 0 ? 'success.main' : figures.change < 0 ? 'error.main' : 'text.primary';
  const rows: [string, string, string?][] = [
    [t('figures.last'), usd(figures.last)],
    [
      t('figures.change'),
      `${formatUsd(figures.change, language, { signed: true })} (${formatSignedPercent(figures.changeRatio, language)})`,
      tone,
    ],
    [t('figures.previousClose'), usd(figures.previousClose)],
    [t('figures.high'), usd(figures.high)],
    [t('figures.low'), usd(figures.low)],
  ];
  return (
    <Table size="small" aria-label={t('figures.label', { symbol })}>
      <caption style={{ captionSide: 'top', padding: 0, textAlign: 'start' }}>
        <Typography variant="subtitle2" component="span">
          {t('figures.caption', { symbol })} <Ltr>{formatDateTime(figures.lastTime, zone, language)}</Ltr>
        </Typography>
      </caption>
      <TableBody>
        {rows.map(([label, value, color]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ ps: 0, color: 'text.secondary', fontWeight: 500 }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color }}>
              <Ltr>{value}</Ltr>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
