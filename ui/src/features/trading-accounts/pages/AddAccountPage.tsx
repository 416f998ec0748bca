import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountTypeValues } from '@openapi/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { EnumerationValue } from '@/components/Enumeration';
import { FormPage } from '@/components/FormPage';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { hasClaim } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';

import { openTradingAccount } from '../api/open-trading-account';
import { searchCustomers } from '../api/search-customers';

type Customer = Awaited<ReturnType<typeof searchCustomers>>[number];
type AccountType = (typeof accountTypeValues)[number];

/** Unknown (0) is a record's fallback, not a type to open. */
const OPENABLE = accountTypeValues.filter((type) => type !== 0);
/** Spec 9: the user search waits 200 ms after typing. */
const DEBOUNCE_MS = 200;

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const nameOf = (customer: Customer) => `${customer.FirstName} ${customer.LastName}`;

/**
 * /app/tradingAccounts/createUser: Add account. Pick a customer (search by
 * name, username or email) and an account type; the new account heads the
 * trading accounts listing at once.
 */
export function AddAccountPage() {
  const { t } = useTranslation(['create', 'shell', 'tradingAccounts', 'common']);
  const session = useSession();
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [input, setInput] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const search = useDebounced(input.trim());
  const customers = useQuery({
    queryKey: ['listUsers', 'picker', search],
    queryFn: ({ signal }) => searchCustomers(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
  const mutation = useMutation({
    mutationFn: openTradingAccount,
    onSuccess: (account) => {
      void queryClient.invalidateQueries({ queryKey: ['listTradingAccounts'] });
      void queryClient.invalidateQueries({ queryKey: ['getUser'] });
      showToast(t('account.created', { number: account.AccountNumber, name: account.FullName }));
      setCustomer(null);
      setInput('');
      setAccountType('');
      setSubmitted(false);
    },
  });
  const server = serverFieldErrors(mutation.error);
  const errors = {
    UserId: (submitted && !customer ? t('required') : null) ?? server.UserId ?? null,
    AccountType: (submitted && accountType === '' ? t('required') : null) ?? server.AccountType ?? null,
  };
  const problem =
    mutation.error && !server.UserId && !server.AccountType
      ? t('serverFailed', { error: errorText(mutation.error, t('common:errors.generic')) })
      : null;
  const opened = mutation.data;
  return (
    <FormPage
      title={t('shell:screens.addAccount')}
      intro={t('account.intro')}
      formLabel={t('shell:screens.addAccount')}
      submitLabel={t('account.submit')}
      pending={mutation.isPending}
      forbidden={hasClaim(session, 'users.manage') ? null : t('forbidden', { claim: 'users.manage' })}
      problem={problem}
      outcome={
        opened && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('account.created', { number: opened.AccountNumber, name: opened.FullName })}{' '}
            <AppLink to={paths.tradingAccounts.account(opened.TradingAccountId)}>{t('account.openDetails')}</AppLink>
          </Alert>
        )
      }
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!customer || accountType === '') return;
        mutation.mutate({ UserId: customer.UserId, AccountType: accountType });
      }}
    >
      <Autocomplete
        options={search ? (customers.data ?? []) : []}
        value={customer}
        onChange={(_, chosen) => {
          setCustomer(chosen);
          mutation.reset();
        }}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        getOptionLabel={(option) => `${nameOf(option)} · ${option.Email}`}
        isOptionEqualToValue={(option, value) => option.UserId === value.UserId}
        filterOptions={(options) => options}
        loading={customers.isFetching}
        loadingText={t('account.searching')}
        noOptionsText={search ? t('account.noCustomers') : t('account.customerHint')}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <span>
              {nameOf(option)}
              <br />
              <small>
                {option.UserName} · {option.Email}
              </small>
            </span>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('account.UserId')}
            required
            placeholder={t('account.customerHint')}
            error={Boolean(errors.UserId)}
            helperText={errors.UserId}
          />
        )}
      />
      <TextField
        select
        label={t('account.AccountType')}
        required
        value={accountType}
        onChange={(event) => {
          setAccountType(Number(event.target.value) as AccountType);
          mutation.reset();
        }}
        error={Boolean(errors.AccountType)}
        helperText={errors.AccountType}
        fullWidth
      >
        {OPENABLE.map((type) => (
          <MenuItem key={type} value={type}>
            <EnumerationValue enumeration="AccountType" value={type} />
          </MenuItem>
        ))}
      </TextField>
    </FormPage>
  );
}
