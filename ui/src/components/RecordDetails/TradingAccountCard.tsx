import { useTranslation } from 'react-i18next';

import type { components } from '@openapi/schema';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/config/paths';
import { EnumerationValue } from '@/components/Enumeration';
import { Ltr, Money } from '@/components/Ltr';

import { DetailsCard } from './RecordDetails';

/** The trading account a record belongs to, its owner, and a link to Account Details (text for whoever may not open it). */
export function TradingAccountCard({ account }: { account: components['schemas']['TradingAccount'] }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  return (
    <DetailsCard
      title={t('sections.tradingAccount')}
      fields={[
        {
          label: t('fields.AccountNumber'),
          value: (
            <AppLink to={paths.tradingAccounts.account(account.TradingAccountId)}>
              <Ltr>{account.AccountNumber}</Ltr>
            </AppLink>
          ),
        },
        {
          label: t('fields.AccountType'),
          value: <EnumerationValue enumeration="AccountType" value={account.AccountType} />,
        },
        { label: t('fields.Owner'), value: account.FullName },
        { label: t('fields.Email'), value: account.Email },
        { label: t('fields.CashBalance'), value: <Money amount={account.CashBalance} /> },
      ]}
    />
  );
}
