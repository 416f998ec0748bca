import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { cashMovementKindValues, transferTypeValues } from '@openapi/enums';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { AppLink } from '@/components/AppLink';
import { todayIso } from '@/components/DateField';
import {
  chosen,
  FormDateField,
  FormPage,
  FormSearchField,
  FormSelectField,
  FormTextField,
  useZodForm,
} from '@/components/Form';
import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/field-errors';
import { showToast } from '@/lib/toast';

import { useCreateTransfer } from '../api/create-transfer';
import { type TradingAccountChoice, tradingAccountSearchQueryOptions } from '../api/search-trading-accounts';

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

const schema = z
  .object({
    account: chosen(z.custom<TradingAccountChoice>()),
    Type: chosen(z.literal(transferTypeValues)),
    Kind: chosen(z.literal(cashMovementKindValues)),
    Amount: z.string().superRefine((text, context) => {
      const problem = amountProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: `create:${problem}` });
    }),
    Date: z.string().min(1, 'common:errors.required'),
  })
  .refine((values) => kindOf[values.Type] === values.Kind, {
    path: ['Kind'],
    message: 'create:transfer.errors.kind',
    // Said as soon as a type and a kind are chosen, whatever else is still missing.
    when: ({ value }) => {
      const { Type, Kind } = value as { Type?: unknown; Kind?: unknown };
      return typeof Type === 'string' && Type !== '' && typeof Kind === 'string' && Kind !== '';
    },
  });
type Form = z.input<typeof schema>;
const empty = (): Form => ({ account: null, Type: '', Kind: '', Amount: '', Date: todayIso() });

/**
 * /app/cashMovement/createListing: a manual transfer for a trading account,
 * with the spec's transfer types and cash movement kinds (spec 3), an amount
 * and a date (MM-dd-yyyy, no future day). It heads the Cash Movement
 * listing at once, Pending.
 */
export function CreateCashMovementPage() {
  const { t } = useTranslation(['create', 'shell', 'common']);
  const label = useEnumerationLabel();
  const form = useZodForm(schema, { defaultValues: empty() });
  const mutation = useCreateTransfer();
  const type = form.watch('Type');
  const created = mutation.data;
  const reset = () => mutation.reset();
  return (
    <FormPage
      title={t('shell:screens.createCashMovement')}
      intro={t('transfer.intro', { status: label('TransferStatus', 'Pending') })}
      submitLabel={t('transfer.submit')}
      claim="users.manage"
      mutation={mutation}
      fieldErrors={form.formState.errors}
      outcome={
        created && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('transfer.created', { id: created.TransferId })}{' '}
            <AppLink to={paths.details.transfer(created.TransferId)}>{t('transfer.openDetails')}</AppLink>
          </Alert>
        )
      }
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(
          {
            TradingAccountId: values.account.TradingAccountId,
            Type: values.Type,
            Kind: values.Kind,
            Amount: Number(values.Amount.trim()),
            Date: values.Date,
          },
          {
            onSuccess: (transfer) => {
              showToast(t('transfer.created', { id: transfer.TransferId }));
              form.reset(empty());
            },
            onError: (error) =>
              applyServerErrors(
                error,
                { TradingAccountId: 'account', Type: 'Type', Kind: 'Kind', Amount: 'Amount', Date: 'Date' },
                form.setError,
              ),
          },
        ),
      )}
    >
      <FormSearchField
        control={form.control}
        name="account"
        label={t('transfer.TradingAccountId')}
        required
        search={tradingAccountSearchQueryOptions}
        optionKey={(option) => option.TradingAccountId}
        optionLabel={(option) => `${option.AccountNumber} · ${option.FullName}`}
        hint={t('transfer.accountHint')}
        noMatches={t('transfer.noAccounts')}
        searching={t('account.searching')}
        onValueChange={reset}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={form.control}
          name="Type"
          label={t('transfer.Type')}
          required
          options={transferTypeValues.map((value) => ({
            value,
            label: <EnumerationValue enumeration="TransferType" value={value} />,
          }))}
          onValueChange={(chosen) => {
            // The kind follows the type; a staff member can still see and change it.
            const kind = kindOf[chosen as TransferType];
            if (kind) form.setValue('Kind', kind, { shouldValidate: form.formState.isSubmitted });
            reset();
          }}
        />
        <FormSelectField
          control={form.control}
          name="Kind"
          label={t('transfer.Kind')}
          required
          helperText={t('transfer.kindFollows', {
            invest: label('CashMovementKind', 'INVEST'),
            withdraw: label('CashMovementKind', 'WITHDRAW'),
          })}
          messageValues={
            type ? { type: label('TransferType', type), kind: label('CashMovementKind', kindOf[type]) } : undefined
          }
          options={cashMovementKindValues.map((value) => ({
            value,
            label: <EnumerationValue enumeration="CashMovementKind" value={value} />,
          }))}
          onValueChange={reset}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="Amount"
          label={t('transfer.Amount')}
          required
          onValueChange={reset}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <FormDateField
          control={form.control}
          name="Date"
          label={t('transfer.Date')}
          required
          disableFuture
          onValueChange={reset}
        />
      </Stack>
    </FormPage>
  );
}
