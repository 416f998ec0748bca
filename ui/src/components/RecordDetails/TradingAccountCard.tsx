import { useTranslation } from 'react-i18next';

import type { components } from '@openapi/schema';
import { AppLink } from '@/components/AppLink';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import { DetailsCard } from './RecordDetails';

/** The trading account a record belongs to, its owner, and a link to Account Details (text for whoever may not open it). */
export function TradingAccountCard({ account }: { account: components['schemas']['TradingAccount'] }) {
  const { t, i18n } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  return (
    <DetailsCard
      title={t('sections.tradingAccount')}
      fields={[
        {
          label: t('fields.AccountNumber'),
          value: (
            <AppLink to={paths.tradingAccounts.account(account.TradingAccountId)}>{account.AccountNumber}</AppLink>
          ),
        },
        { label: t('fields.AccountType'), value: t(`tradingAccounts:accountTypes.${account.AccountType}`) },
        { label: t('fields.Owner'), value: account.FullName },
        { label: t('fields.Email'), value: account.Email },
        { label: t('fields.CashBalance'), value: formatUsd(account.CashBalance, i18n.language) },
      ]}
    />
  );
}
