import { useTranslation } from 'react-i18next';

import { EnumerationValue } from '@/components/Enumeration';
import { ListingTabs } from '@/components/Listing';
import { Money } from '@/components/Ltr';
import { BackToListing, RecordPage, useRecordId } from '@/components/RecordDetails';
import { paths } from '@/config/paths';
import { useUser } from '@/entities/users';
import { useSession } from '@/lib/use-session';

import { useTradingAccount } from '../api/get-trading-account';
import { HeaderCard } from '../components/HeaderCard';
import { accountTabs, tabsFor } from '../tabs';

/**
 * /app/tradingAccounts/account?tradingAccountId= (tradingAccount.viewDetails):
 * the account's card and the 18 tabs of spec 2's second naming; the owner's
 * tabs (audit trails, documents, profile) read the owner's details.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation(['customerDetails', 'details', 'shell', 'tradingAccounts']);
  const claims = useSession()?.user.Claims ?? [];
  const id = useRecordId('tradingAccountId');
  const account = useTradingAccount(id);
  const ownerId = account.data?.account.UserId;
  const owner = useUser(
    ownerId === undefined ? { ok: false, raw: '' } : { ok: true, id: ownerId },
    claims.includes('users.view'),
  );

  return (
    <RecordPage
      title={t('shell:screens.accountDetails')}
      id={id}
      query={account}
      notFound={(tradingAccountId) => t('details:notFound.tradingAccount', { id: tradingAccountId })}
      back={{ to: paths.tradingAccounts.listing, label: t('states.toAccounts') }}
      tabs
    >
      {(details) => {
        const { account: trading } = details;
        return (
          <>
            <HeaderCard
              title={trading.AccountNumber}
              facts={[
                {
                  label: t('header.accountType'),
                  value: <EnumerationValue enumeration="AccountType" value={trading.AccountType} />,
                },
                { label: t('header.owner'), value: trading.FullName },
                { label: t('header.email'), value: trading.Email },
                {
                  label: t('fields.cashBalance'),
                  value: <Money amount={details.balance?.CashBalance ?? trading.CashBalance} />,
                },
              ]}
              actions={<BackToListing listing={paths.tradingAccounts.listing} />}
            />
            <ListingTabs
              label="customerDetails:accountTabs"
              keep={['tradingAccountId']}
              tabs={tabsFor(accountTabs, {
                userId: trading.UserId,
                user: { data: owner.data, error: owner.error, refetch: () => owner.refetch() },
                account: details,
                claims,
              })}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
