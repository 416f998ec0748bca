import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EnumerationValue } from '@/components/Enumeration';
import { ListingTabs } from '@/components/Listing';
import { Money } from '@/components/Ltr';
import { PageHeading } from '@/components/PageHeading';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

import { getTradingAccount } from '../api/get-trading-account';
import { getUser } from '../api/get-user';
import {
  DetailFailed,
  DetailNotFound,
  DetailSkeleton,
  isMissing,
  parseId,
  useNotFoundText,
} from '../components/DetailStates';
import { BackButton, HeaderCard } from '../components/HeaderCard';
import { accountTabs, tabsFor } from '../tabs';

/**
 * /app/tradingAccounts/account?tradingAccountId= (tradingAccount.viewDetails):
 * the account's card and the 18 tabs of spec 2's second naming; the owner's
 * tabs (audit trails, documents, profile) read the owner's details.
 */
export function AccountDetailsPage() {
  const { t } = useTranslation(['customerDetails', 'shell', 'tradingAccounts']);
  const [params] = useSearchParams();
  const claims = useSession()?.user.Claims ?? [];
  const parsed = parseId(params.get('tradingAccountId'));
  const notFoundText = useNotFoundText();
  const account = useQuery({
    queryKey: ['getTradingAccount', parsed.ok ? parsed.id : null],
    queryFn: ({ signal }) => getTradingAccount(parsed.ok ? parsed.id : 0, signal),
    enabled: parsed.ok,
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const ownerId = account.data?.account.UserId;
  const owner = useQuery({
    queryKey: ['getUser', ownerId ?? null],
    queryFn: ({ signal }) => getUser(ownerId ?? 0, signal),
    enabled: ownerId !== undefined && claims.includes('users.view'),
  });
  const back = { to: paths.tradingAccounts.listing, label: t('states.toAccounts') };

  let body;
  if (!parsed.ok || isMissing(account.error)) {
    body = <DetailNotFound message={notFoundText(parsed, 'account')} back={back} />;
  } else if (account.isError) {
    body = <DetailFailed error={account.error} retry={() => void account.refetch()} />;
  } else if (!account.data) {
    body = <DetailSkeleton />;
  } else {
    const details = account.data;
    const { account: trading } = details;
    body = (
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
          actions={<BackButton fallback={paths.tradingAccounts.listing} />}
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
  }

  return (
    <>
      <PageHeading title={t('shell:screens.accountDetails')} />
      {body}
    </>
  );
}
