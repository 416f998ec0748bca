import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Ltr } from '@/components/Ltr';
import { BackToListing, DetailsCard, RecordPage, TradingAccountCard, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useBankAccount } from '@/entities/bank-accounts';

import { BankTransfersTable } from '../components/BankTransfersTable';
import { ReviewActions } from '../components/ReviewActions';
import { ReviewStateActions } from '../components/ReviewStateActions';

/**
 * /app/bankaccounts/account?bankAccountId=…: Bank Accounts Details (spec 2):
 * the account, its review with the reviewer's actions, its owner's trading
 * account, and the transfers through it.
 */
export function BankAccountDetailsPage() {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const id = useRecordId('bankAccountId');
  const query = useBankAccount(id);
  return (
    <RecordPage
      title={t('shell:screens.bankAccountDetails')}
      actions={<BackToListing listing={paths.listings.bankAccounts} />}
      id={id}
      query={query}
      notFound={(bankAccountId) => t('notFound.bankAccount', { id: bankAccountId })}
    >
      {({ bankAccount: bank, tradingAccount: account, recentTransfers: transfers }) => (
        <>
          <DetailsCard
            title={t('sections.bankAccount')}
            fields={[
              { label: t('fields.BankAccountId'), value: bank.BankAccountId },
              { label: t('fields.BankName'), value: bank.BankName },
              { label: t('fields.RoutingNumber'), value: <Ltr>{bank.RoutingNumber}</Ltr> },
              {
                label: t('fields.AccountKind'),
                value: <EnumerationValue enumeration="BankAccountKind" value={bank.AccountKind} />,
              },
              { label: t('fields.Created'), value: <DateTimeText value={bank.Created} /> },
              { label: t('fields.IsActive'), value: bank.IsActive ? t('yes') : t('no') },
            ]}
          />
          <DetailsCard
            title={t('sections.review')}
            fields={[
              {
                label: t('fields.MatchStatus'),
                value: <EnumerationValue enumeration="BankMatchStatus" value={bank.MatchStatus} chip />,
              },
              {
                label: t('fields.ReviewState'),
                value: bank.ReviewState ? (
                  <EnumerationValue enumeration="BankReviewState" value={bank.ReviewState} chip />
                ) : (
                  t('notReviewed')
                ),
              },
              {
                label: t('fields.StatementStatus'),
                value: <EnumerationValue enumeration="StatementStatus" value={bank.StatementStatus} />,
              },
              {
                label: t('fields.ManualOverride'),
                value: bank.ManualOverride ? (
                  <>
                    {bank.ManualOverride} ·{' '}
                    <EnumerationValue enumeration="ManualOverrideCode" value={bank.ManualOverride} />
                  </>
                ) : (
                  t('none')
                ),
              },
            ]}
            actions={
              <>
                <ReviewStateActions bankAccount={bank} />
                <ReviewActions bankAccount={bank} />
              </>
            }
          />
          <TradingAccountCard account={account} />
          <BankTransfersTable transfers={transfers} />
        </>
      )}
    </RecordPage>
  );
}
