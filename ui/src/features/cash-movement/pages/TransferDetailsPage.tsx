import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { Ltr, Money } from '@/components/Ltr';
import { BackToListing, DetailsCard, RecordPage, TradingAccountCard, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useTransfer } from '@/entities/transfers';
import { formatList } from '@/lib/format';

/** /app/cashMovement/details?transferId=…: Transfers Listing Details (spec 2), with Back To Listing. */
export function TransferDetailsPage() {
  const { t, i18n } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts', 'enums']);
  const label = useEnumerationLabel();
  const id = useRecordId('transferId');
  const query = useTransfer(id);
  return (
    <RecordPage
      title={t('shell:screens.transferDetails')}
      actions={<BackToListing listing={paths.listings.transfers} />}
      id={id}
      query={query}
      notFound={(transferId) => t('notFound.transfer', { id: transferId })}
    >
      {({ transfer, tradingAccount: account, bankAccount: bank }) => (
        <>
          <DetailsCard
            title={t('sections.transfer')}
            fields={[
              { label: t('fields.TransferId'), value: transfer.TransferId },
              { label: t('fields.Created'), value: <DateTimeText value={transfer.Created} /> },
              {
                label: t('fields.Type'),
                value: <EnumerationValue enumeration="TransferType" value={transfer.Type} />,
              },
              {
                label: t('fields.Kind'),
                value: <EnumerationValue enumeration="CashMovementKind" value={transfer.Kind} />,
              },
              {
                label: t('fields.Status'),
                value: <EnumerationValue enumeration="TransferStatus" value={transfer.Status} chip />,
              },
              { label: t('fields.Amount'), value: <Money amount={transfer.Amount} /> },
              {
                label: t('fields.Processed'),
                value: transfer.Processed ? <DateTimeText value={transfer.Processed} /> : t('none'),
              },
              {
                label: t('fields.WatchlistTypes'),
                value: transfer.WatchlistTypes.length
                  ? formatList(
                      transfer.WatchlistTypes.map((type) => label('AchWatchlistType', type)),
                      i18n.language,
                    )
                  : t('none'),
              },
            ]}
          />
          <TradingAccountCard account={account} />
          {bank && (
            <DetailsCard
              title={t('sections.bankAccount')}
              fields={[
                {
                  label: t('fields.BankAccountId'),
                  value: <AppLink to={paths.details.bankAccount(bank.BankAccountId)}>{bank.BankAccountId}</AppLink>,
                },
                { label: t('fields.BankName'), value: bank.BankName },
                { label: t('fields.RoutingNumber'), value: <Ltr>{bank.RoutingNumber}</Ltr> },
                {
                  label: t('fields.AccountKind'),
                  value: <EnumerationValue enumeration="BankAccountKind" value={bank.AccountKind} />,
                },
                {
                  label: t('fields.MatchStatus'),
                  value: <EnumerationValue enumeration="BankMatchStatus" value={bank.MatchStatus} chip />,
                },
              ]}
            />
          )}
        </>
      )}
    </RecordPage>
  );
}
