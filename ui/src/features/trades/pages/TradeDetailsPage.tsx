import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Listing';
import { BackToListing, DetailsCard, RecordPage, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useTrade } from '@/entities/trades';
import { formatAccountNumber, formatUsd } from '@/lib/format';

/** /app/trades/details?tradeId=…: one trade, with Back To Listing. */
export function TradeDetailsPage() {
  const { t, i18n } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const id = useRecordId('tradeId');
  const query = useTrade(id);
  return (
    <RecordPage
      title={t('shell:screens.tradeDetails')}
      actions={<BackToListing listing={paths.listings.trades} />}
      id={id}
      query={query}
      notFound={(tradeId) => t('notFound.trade', { id: tradeId })}
    >
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
    </RecordPage>
  );
}
