import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { components } from '@openapi/schema';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import { DetailsCard } from './RecordDetails';

/** The trading account a record belongs to, its owner, and a link to Account Details. */
export function TradingAccountCard({ account }: { account: components['schemas']['TradingAccount'] }) {
  const { t, i18n } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  return (
    <DetailsCard
      title={t('sections.tradingAccount')}
      fields={[
        {
          label: t('fields.AccountNumber'),
          value: (
            <Link component={RouterLink} to={paths.tradingAccounts.account(account.TradingAccountId)}>
              {account.AccountNumber}
            </Link>
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
