import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Count, Ltr, Money } from '@/components/Ltr';
import { BackToListing, DetailsCard, RecordPage, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useTrade } from '@/entities/trades';
import { formatAccountNumber } from '@/lib/format';

/** /app/trades/details?tradeId=…: one trade, with Back To Listing. */
export function TradeDetailsPage() {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
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
            { label: t('fields.Symbol'), value: <Ltr>{trade.Symbol}</Ltr> },
            { label: t('fields.Side'), value: <EnumerationValue enumeration="TradeSide" value={trade.Side} /> },
            { label: t('fields.Origin'), value: <EnumerationValue enumeration="TradeOrigin" value={trade.Origin} /> },
            {
              label: t('fields.Status'),
              value: <EnumerationValue enumeration="TradeStatus" value={trade.Status} chip />,
            },
            { label: t('fields.Quantity'), value: <Count value={trade.Quantity} /> },
            { label: t('fields.Price'), value: <Money amount={trade.Price} /> },
            { label: t('fields.Amount'), value: <Money amount={trade.Amount} /> },
            {
              label: t('fields.AccountNumber'),
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
