import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Money } from '@/components/Ltr';
import { PageHeading } from '@/components/PageHeading';
import { DetailsCard, type RecordId, RecordState, RecordTable } from '@/components/RecordDetails';
import { type UserDetails, useUser } from '@/entities/users';
import { useSession } from '@/lib/use-session';

/**
 * What the console shows while a staff member impersonates a customer: the
 * customer's own account and trading accounts, read with the impersonation
 * token, which acts as the customer and may read nothing else.
 */
export function CustomerViewPage() {
  const { t } = useTranslation(['customerView', 'userAccounts', 'listing', 'details']);
  const session = useSession();
  const userId = session?.user.Id ?? 0;
  const id: RecordId = userId > 0 ? { ok: true, id: userId } : { ok: false, raw: '' };
  const customer = useUser(id);
  return (
    <>
      <PageHeading title={t('title')} />
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 3 }}>
        {t('intro', { userName: session?.user.UserName ?? '' })}
      </Alert>
      <RecordState id={id} query={customer} notFound={(known) => t('details:notFound.user', { id: known })}>
        {({ user, tradingAccounts }) => (
          <Stack spacing={3}>
            <DetailsCard
              title={t('account')}
              fields={[
                { label: t('fields.fullName'), value: `${user.FirstName} ${user.LastName}` },
                { label: t('fields.userName'), value: user.UserName },
                { label: t('fields.email'), value: user.Email },
                { label: t('fields.phone'), value: user.Phone || null },
                {
                  label: t('fields.membership'),
                  value: <EnumerationValue enumeration="MembershipLevel" value={user.MembershipLevel} />,
                },
                {
                  label: t('fields.onboardingStatus'),
                  value: <EnumerationValue enumeration="OnboardingStatus" value={user.OnboardingStatus} chip />,
                },
                { label: t('fields.emailConfirmed'), value: user.EmailConfirmed ? t('listing:yes') : t('listing:no') },
                { label: t('fields.created'), value: <DateTimeText value={user.Created} /> },
              ]}
            />
            <TradingAccountsCard accounts={tradingAccounts} name={`${user.FirstName} ${user.LastName}`} />
          </Stack>
        )}
      </RecordState>
    </>
  );
}

function TradingAccountsCard({ accounts, name }: { accounts: UserDetails['tradingAccounts']; name: string }) {
  const { t } = useTranslation(['customerView', 'tradingAccounts']);
  return (
    <RecordTable
      title={t('tableLabel', { name })}
      rows={accounts}
      rowKey={(account) => account.TradingAccountId}
      empty={t('noAccounts')}
      columns={[
        { header: t('columns.accountNumber'), render: (account) => account.AccountNumber },
        {
          header: t('columns.accountType'),
          render: (account) => <EnumerationValue enumeration="AccountType" value={account.AccountType} />,
        },
        {
          header: t('columns.cashBalance'),
          numeric: true,
          render: (account) => <Money amount={account.CashBalance} />,
        },
        { header: t('columns.created'), render: (account) => <DateTimeText value={account.Created} /> },
      ]}
    />
  );
}
