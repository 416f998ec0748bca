import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EnumerationValue } from '@/components/Enumeration';
import { Ltr } from '@/components/Ltr';
import { Listing, type ListingDescriptor, type ListingScope, withScope } from '@/components/Listing';
import type { UserDetails } from '@/entities/users';
import type { OperationId } from '@/lib/api-types';

/**
 * A tab's table: a descriptor bound to the record (`{ userId }`,
 * `{ tradingAccountId }`), its page, sort and filters in the URL under the
 * tab's id, so two tabs never share a page number.
 */
export function ScopedListing<O extends OperationId>(props: {
  listing: ListingDescriptor<O>;
  scope: ListingScope<O>;
  tab: string;
}) {
  const { listing, scope, tab } = props;
  const key = JSON.stringify(scope);
  // The scope is a fresh object each render; its JSON is what identifies it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const bound = useMemo(() => withScope(listing, scope), [listing, key]);
  return <Listing listing={bound} urlNamespace={tab} />;
}

/**
 * A per-account table on User Details (history, positions): a choice of the
 * user's trading accounts, held in the URL as `<tab>.account`, then that
 * account's table.
 */
export function AccountScopedListing(props: {
  accounts: UserDetails['tradingAccounts'];
  tab: string;
  children: (tradingAccountId: number) => ReactNode;
}) {
  const { accounts, tab, children } = props;
  const { t } = useTranslation(['customerDetails', 'tradingAccounts']);
  const [params, setParams] = useSearchParams();
  const param = `${tab}.account`;
  const first = accounts[0];
  if (!first) return <Typography sx={{ py: 3 }}>{t('states.noAccounts')}</Typography>;
  const chosen = accounts.find((account) => String(account.TradingAccountId) === params.get(param)) ?? first;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('states.chooseAccount')}
        value={String(chosen.TradingAccountId)}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams();
            // A new account starts its table from the defaults; the screen's own parameters stay.
            for (const [name, value] of current) if (!name.startsWith(`${tab}.`)) next.set(name, value);
            next.set(param, event.target.value);
            return next;
          })
        }
        sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
      >
        {accounts.map((account) => (
          <MenuItem key={account.TradingAccountId} value={String(account.TradingAccountId)}>
            <Ltr>{account.AccountNumber}</Ltr> ·{' '}
            <EnumerationValue enumeration="AccountType" value={account.AccountType} />
          </MenuItem>
        ))}
      </TextField>
      <div key={chosen.TradingAccountId}>{children(chosen.TradingAccountId)}</div>
    </>
  );
}
