import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormPage, FormTextField, useZodForm } from '@/components/Form';
import { applyServerErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone-store';

import { useResendConfirmation } from '../api/resend-confirmation';

const schema = z.object({
  Email: z
    .string()
    .trim()
    .min(1, 'create:required')
    .regex(/^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/, 'create:user.errors.email'),
});

/**
 * /app/userAccounts/resendEmail (users.manage): Resend Confirmation. One
 * email field; the server's answer (where and when it went, or why not)
 * shows under the form.
 */
export function ResendConfirmationPage() {
  const { t } = useTranslation(['create', 'shell', 'common']);
  const zone = useTimeZone();
  const form = useZodForm(schema, { defaultValues: { Email: '' } });
  const mutation = useResendConfirmation();
  return (
    <FormPage
      title={t('shell:screens.resendConfirmation')}
      intro={t('resend.intro')}
      submitLabel={t('resend.submit')}
      claim="users.manage"
      mutation={mutation}
      fieldErrors={form.formState.errors}
      outcome={
        mutation.data && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('resend.sent', { email: mutation.data.Email, date: formatDateTime(mutation.data.Sent, zone) })}
          </Alert>
        )
      }
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values.Email, { onError: (error) => applyServerErrors(error, ['Email'], form.setError) }),
      )}
    >
      <FormTextField
        control={form.control}
        name="Email"
        label={t('resend.Email')}
        type="email"
        required
        autoComplete="off"
        onValueChange={() => {
          if (mutation.error || mutation.data) mutation.reset();
        }}
      />
    </FormPage>
  );
}
