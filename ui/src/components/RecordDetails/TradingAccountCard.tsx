import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { components } from '@openapi/schema';
import { paths } from '@/config/paths';
import { EnumerationValue } from '@/components/Enumeration';
import { Ltr, Money } from '@/components/Ltr';

import { DetailsCard } from './RecordDetails';

/** The trading account a record belongs to, its owner, and a link to Account Details. */
export function TradingAccountCard({ account }: { account: components['schemas']['TradingAccount'] }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  return (
    <DetailsCard
      title={t('sections.tradingAccount')}
      fields={[
        {
          label: t('fields.AccountNumber'),
          value: (
            <Link component={RouterLink} to={paths.tradingAccounts.account(account.TradingAccountId)}>
              <Ltr>{account.AccountNumber}</Ltr>
            </Link>
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
