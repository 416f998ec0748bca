import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationValue } from '@/components/Enumeration';
import { Money } from '@/components/Ltr';
import { PageHeading } from '@/components/PageHeading';
import { errorText } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

import { customerQueryOptions, type UserDetails } from '../api/get-customer';

/**
 * What the console shows while a staff member impersonates a customer: the
 * customer's own account and trading accounts, read with the impersonation
 * token, which acts as the customer and may read nothing else.
 */
export function CustomerViewPage() {
  const { t } = useTranslation(['customerView', 'common']);
  const session = useSession();
  const userId = session?.user.Id ?? 0;
  const customer = useQuery({ ...customerQueryOptions(userId), enabled: userId > 0 });
  return (
    <>
      <PageHeading title={t('title')} />
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 3 }}>
        {t('intro', { userName: session?.user.UserName ?? '' })}
      </Alert>
      {customer.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void customer.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {errorText(customer.error, t('failed'))}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <AccountCard details={customer.data} />
          <TradingAccountsCard details={customer.data} />
        </Stack>
      )}
    </>
  );
}

function AccountCard({ details }: { details: UserDetails | undefined }) {
  const { t } = useTranslation(['customerView', 'userAccounts', 'listing', 'common']);
  const user = details?.user;
  const rows: [string, ReactNode][] = user
    ? [
        [t('fields.fullName'), `${user.FirstName} ${user.LastName}`],
        [t('fields.userName'), user.UserName],
        [t('fields.email'), user.Email],
        [t('fields.phone'), user.Phone || '—'],
        [
          t('fields.membership'),
          <EnumerationValue key="level" enumeration="MembershipLevel" value={user.MembershipLevel} />,
        ],
        [
          t('fields.onboardingStatus'),
          <EnumerationValue key="onboarding" enumeration="OnboardingStatus" value={user.OnboardingStatus} chip />,
        ],
        [t('fields.emailConfirmed'), user.EmailConfirmed ? t('listing:yes') : t('listing:no')],
        [t('fields.created'), <DateTimeText key="created" value={user.Created} />],
      ]
    : [];
  return (
    <Card variant="outlined" aria-busy={!user}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('account')}
        </Typography>
        {user ? (
          <Stack
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {rows.map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Stack>
        ) : (
          <Stack spacing={1} role="status" aria-label={t('common:loading')}>
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} variant="text" width={`${60 - line * 10}%`} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function TradingAccountsCard({ details }: { details: UserDetails | undefined }) {
  const { t } = useTranslation(['customerView', 'tradingAccounts']);
  const accounts = details?.tradingAccounts;
  const name = details ? `${details.user.FirstName} ${details.user.LastName}` : '';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tradingAccounts')}
        </Typography>
        {accounts?.length === 0 ? (
          <Typography color="text.secondary">{t('noAccounts')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('tableLabel', { name })} aria-busy={!accounts}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.accountNumber')}</TableCell>
                  <TableCell>{t('columns.accountType')}</TableCell>
                  <TableCell align="right">{t('columns.cashBalance')}</TableCell>
                  <TableCell>{t('columns.created')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts
                  ? accounts.map((account) => (
                      <TableRow key={account.TradingAccountId}>
                        <TableCell>{account.AccountNumber}</TableCell>
                        <TableCell>
                          <EnumerationValue enumeration="AccountType" value={account.AccountType} />
                        </TableCell>
                        <TableCell align="right">
                          <Money amount={account.CashBalance} />
                        </TableCell>
                        <TableCell>
                          <DateTimeText value={account.Created} />
                        </TableCell>
                      </TableRow>
                    ))
                  : [0, 1].map((row) => (
                      <TableRow key={row}>
                        {[0, 1, 2, 3].map((cell) => (
                          <TableCell key={cell}>
                            <Skeleton variant="text" />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
