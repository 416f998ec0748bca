import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Listing';
import { PageHeading } from '@/components/PageHeading';
import { BackToListing, DetailsCard, RecordState, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { formatAccountNumber, formatUsd } from '@/lib/format';

import { getTrade } from '../api/get-trade';

/** /app/trades/details?tradeId=…: one trade, with Back To Listing. */
export function TradeDetailsPage() {
  const { t, i18n } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const { id, raw } = useRecordId('tradeId');
  const query = useQuery({
    queryKey: ['getTrade', id],
    queryFn: ({ signal }) => getTrade(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
  return (
    <>
      <PageHeading
        title={t('shell:screens.tradeDetails')}
        actions={<BackToListing listing={paths.listings.trades} />}
      />
      <RecordState query={query} invalid={id === null} notFound={t('notFound.trade', { id: raw })}>
        {(trade) => (
          <DetailsCard
            title={t('sections.trade')}
            fields={[
              { label: t('fields.TradeId'), value: trade.TradeId },
              { label: t('fields.Created'), value: <DateTimeText value={trade.CreatedDate} /> },
              { label: t('fields.Symbol'), value: trade.Symbol },
              { label: t('fields.Side'), value: <EnumerationValue enumeration="TradeSide" value={trade.Side} /> },
              { label: t('fields.Origin'), value: trade.Origin },
              {
                label: t('fields.Status'),
                value: <EnumerationValue enumeration="TradeStatus" value={trade.Status} chip />,
              },
              { label: t('fields.Quantity'), value: trade.Quantity.toLocaleString(i18n.language) },
              { label: t('fields.Price'), value: formatUsd(trade.Price, i18n.language) },
              { label: t('fields.Amount'), value: formatUsd(trade.Amount, i18n.language) },
              {
                label: t('fields.TradingAccountId'),
                value: (
                  <AppLink to={paths.tradingAccounts.account(trade.TradingAccountId)}>
                    {formatAccountNumber(trade.TradingAccountId)}
                  </AppLink>
                ),
              },
            ]}
          />
        )}
      </RecordState>
    </>
  );
}
