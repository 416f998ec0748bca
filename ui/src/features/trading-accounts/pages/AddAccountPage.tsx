import Alert from '@mui/material/Alert';
import { AccountType, accountTypeValues } from '@openapi/enums';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { AppLink } from '@/components/AppLink';
import { EnumerationValue } from '@/components/Enumeration';
import { chosen, FormPage, FormSearchField, FormSelectField, useZodForm } from '@/components/Form';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/field-errors';
import { showToast } from '@/lib/toast';

import { useOpenTradingAccount } from '../api/open-trading-account';
import { type Customer, customerSearchQueryOptions } from '../api/search-customers';

/** Unknown (0) is a record's fallback, not a type to open. */
const OPENABLE = accountTypeValues.filter((type) => type !== AccountType.Unknown);

const schema = z.object({
  customer: chosen(z.custom<Customer>()),
  AccountType: chosen(z.literal(OPENABLE)),
});
const EMPTY: z.input<typeof schema> = { customer: null, AccountType: '' };

const nameOf = (customer: Customer) => `${customer.FirstName} ${customer.LastName}`;

/**
 * /app/tradingAccounts/createUser: Add account. Pick a customer (search by
 * name, username or email) and an account type; the new account heads the
 * trading accounts listing at once.
 */
export function AddAccountPage() {
  const { t } = useTranslation(['create', 'shell', 'tradingAccounts', 'common']);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const mutation = useOpenTradingAccount();
  const opened = mutation.data;
  return (
    <FormPage
      title={t('shell:screens.addAccount')}
      intro={t('account.intro')}
      submitLabel={t('account.submit')}
      claim="users.manage"
      mutation={mutation}
      fieldErrors={form.formState.errors}
      outcome={
        opened && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('account.created', { number: opened.AccountNumber, name: opened.FullName })}{' '}
            <AppLink to={paths.tradingAccounts.account(opened.TradingAccountId)}>{t('account.openDetails')}</AppLink>
          </Alert>
        )
      }
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(
          { UserId: values.customer.UserId, AccountType: values.AccountType },
          {
            onSuccess: (account) => {
              showToast(t('account.created', { number: account.AccountNumber, name: account.FullName }));
              form.reset(EMPTY);
            },
            onError: (error) =>
              applyServerErrors(error, { UserId: 'customer', AccountType: 'AccountType' }, form.setError),
          },
        ),
      )}
    >
      <FormSearchField
        control={form.control}
        name="customer"
        label={t('account.UserId')}
        required
        search={customerSearchQueryOptions}
        optionKey={(option) => option.UserId}
        optionLabel={(option) => `${nameOf(option)} · ${option.Email}`}
        renderOption={(option) => (
          <span>
            {nameOf(option)}
            <br />
            <small>
              {option.UserName} · {option.Email}
            </small>
          </span>
        )}
        hint={t('account.customerHint')}
        noMatches={t('account.noCustomers')}
        searching={t('account.searching')}
        onValueChange={() => mutation.reset()}
      />
      <FormSelectField
        control={form.control}
        name="AccountType"
        label={t('account.AccountType')}
        required
        options={OPENABLE.map((type) => ({
          value: type,
          label: <EnumerationValue enumeration="AccountType" value={type} />,
        }))}
        onValueChange={() => mutation.reset()}
      />
    </FormPage>
  );
}
