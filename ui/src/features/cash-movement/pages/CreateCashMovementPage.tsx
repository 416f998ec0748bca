import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashMovementKindValues, transferTypeValues } from '@openapi/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AppLink } from '@/components/AppLink';
import { DateField, type IsoDate, todayIso } from '@/components/DateField';
import { FormPage } from '@/components/FormPage';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { hasClaim } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';

import { createTransfer } from '../api/create-transfer';
import { searchTradingAccounts } from '../api/search-trading-accounts';

type Account = Awaited<ReturnType<typeof searchTradingAccounts>>[number];
type TransferType = (typeof transferTypeValues)[number];
type Kind = (typeof cashMovementKindValues)[number];

/** The direction of each type, as the server holds it: money in is INVEST, money out is WITHDRAW. */
export const kindOf: Record<TransferType, Kind> = {
  BankDeposit: 'INVEST',
  BankWithdraw: 'WITHDRAW',
  SmartfolioInvest: 'INVEST',
  SmartfolioWithdraw: 'WITHDRAW',
  FromBroker: 'INVEST',
};

/** An amount the server takes: more than 0, at most 1,000,000, whole cents. */
export function amountProblem(text: string): 'required' | 'transfer.errors.amount' | 'transfer.errors.cents' | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'transfer.errors.amount';
  const amount = Number(trimmed);
  if (!(amount > 0) || amount > 1_000_000) return 'transfer.errors.amount';
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'transfer.errors.cents';
  return null;
}

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 200);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * /app/cashMovement/createListing: a manual transfer for a trading account,
 * with the spec's transfer types and cash movement kinds (spec 3), an amount
 * and a date (MM-dd-yyyy, no future day). It heads the Cash Movement
 * listing at once, Pending.
 */
export function CreateCashMovementPage() {
  const { t } = useTranslation(['create', 'shell', 'common']);
  const label = useEnumerationLabel();
  const session = useSession();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState<Account | null>(null);
  const [input, setInput] = useState('');
  const [type, setType] = useState<TransferType | ''>('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState<IsoDate>(todayIso());
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const search = useDebounced(input.trim());
  const accounts = useQuery({
    queryKey: ['listTradingAccounts', 'picker', search],
    queryFn: ({ signal }) => searchTradingAccounts(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
  const mutation = useMutation({
    mutationFn: createTransfer,
    onSuccess: (transfer) => {
      void queryClient.invalidateQueries({ queryKey: ['listTransfers'] });
      showToast(t('transfer.created', { id: transfer.TransferId }));
      setAccount(null);
      setInput('');
      setType('');
      setKind('');
      setAmount('');
      setDate(todayIso());
      setTouched({});
      setSubmitted(false);
    },
  });
  const server = serverFieldErrors(mutation.error);
  const show = (field: string) => submitted || touched[field];
  const amountKey = amountProblem(amount);
  const errors: Record<string, string | null> = {
    TradingAccountId: (show('TradingAccountId') && !account ? t('required') : null) ?? server.TradingAccountId ?? null,
    Type: (show('Type') && type === '' ? t('required') : null) ?? server.Type ?? null,
    Kind:
      (show('Kind') && kind === '' ? t('required') : null) ??
      (type && kind && kindOf[type] !== kind
        ? t('transfer.errors.kind', {
            type: label('TransferType', type),
            kind: label('CashMovementKind', kindOf[type]),
          })
        : null) ??
      server.Kind ??
      null,
    Amount: (show('Amount') && amountKey ? t(amountKey) : null) ?? server.Amount ?? null,
    Date: (show('Date') && !date ? t('required') : null) ?? server.Date ?? null,
  };
  const fieldsKnown = ['TradingAccountId', 'Type', 'Kind', 'Amount', 'Date'];
  const problem =
    mutation.error && !fieldsKnown.some((field) => server[field])
      ? t('serverFailed', { error: errorText(mutation.error, t('common:errors.generic')) })
      : null;
  const touch = (field: string) => setTouched((old) => ({ ...old, [field]: true }));
  const created = mutation.data;
  return (
    <FormPage
      title={t('shell:screens.createCashMovement')}
      intro={t('transfer.intro', { status: label('TransferStatus', 'Pending') })}
      formLabel={t('shell:screens.createCashMovement')}
      submitLabel={t('transfer.submit')}
      pending={mutation.isPending}
      forbidden={hasClaim(session, 'users.manage') ? null : t('forbidden', { claim: 'users.manage' })}
      problem={problem}
      outcome={
        created && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('transfer.created', { id: created.TransferId })}{' '}
            <AppLink to={paths.details.transfer(created.TransferId)}>{t('transfer.openDetails')}</AppLink>
          </Alert>
        )
      }
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!account || type === '' || kind === '' || amountKey || !date || kindOf[type] !== kind) return;
        mutation.mutate({
          TradingAccountId: account.TradingAccountId,
          Type: type,
          Kind: kind,
          Amount: Number(amount.trim()),
          Date: date,
        });
      }}
    >
      <Autocomplete
        options={search ? (accounts.data ?? []) : []}
        value={account}
        onChange={(_, chosen) => {
          setAccount(chosen);
          mutation.reset();
        }}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        onBlur={() => touch('TradingAccountId')}
        getOptionLabel={(option) => `${option.AccountNumber} · ${option.FullName}`}
        isOptionEqualToValue={(option, value) => option.TradingAccountId === value.TradingAccountId}
        filterOptions={(options) => options}
        loading={accounts.isFetching}
        loadingText={t('account.searching')}
        noOptionsText={search ? t('transfer.noAccounts') : t('transfer.accountHint')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('transfer.TradingAccountId')}
            required
            placeholder={t('transfer.accountHint')}
            error={Boolean(errors.TradingAccountId)}
            helperText={errors.TradingAccountId}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('transfer.Type')}
          required
          value={type}
          onChange={(event) => {
            const chosen = event.target.value as TransferType;
            setType(chosen);
            // The kind follows the type; a staff member can still see and change it.
            setKind(kindOf[chosen]);
            mutation.reset();
          }}
          onBlur={() => touch('Type')}
          error={Boolean(errors.Type)}
          helperText={errors.Type}
          fullWidth
        >
          {transferTypeValues.map((value) => (
            <MenuItem key={value} value={value}>
              <EnumerationValue enumeration="TransferType" value={value} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('transfer.Kind')}
          required
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            mutation.reset();
          }}
          onBlur={() => touch('Kind')}
          error={Boolean(errors.Kind)}
          helperText={
            errors.Kind ??
            t('transfer.kindFollows', {
              invest: label('CashMovementKind', 'INVEST'),
              withdraw: label('CashMovementKind', 'WITHDRAW'),
            })
          }
          fullWidth
        >
          {cashMovementKindValues.map((value) => (
            <MenuItem key={value} value={value}>
              <EnumerationValue enumeration="CashMovementKind" value={value} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('transfer.Amount')}
          required
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            mutation.reset();
          }}
          onBlur={() => touch('Amount')}
          error={Boolean(errors.Amount)}
          helperText={errors.Amount}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
          fullWidth
        />
        <DateField
          label={t('transfer.Date')}
          value={date}
          required
          disableFuture
          error={errors.Date ?? undefined}
          onChange={(value) => {
            setDate(value);
            touch('Date');
            mutation.reset();
          }}
        />
      </Stack>
    </FormPage>
  );
}
