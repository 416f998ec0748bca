import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormPage } from '@/components/FormPage';
import { errorText } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { hasClaim } from '@/lib/session';
import { useTimeZone } from '@/lib/time-zone-store';
import { useSession } from '@/lib/use-session';

import { resendConfirmation } from '../api/resend-confirmation';

const EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;

/**
 * /app/userAccounts/resendEmail (users.manage): Resend Confirmation. One
 * email field; the server's answer (where and when it went, or why not)
 * shows under the form.
 */
export function ResendConfirmationPage() {
  const { t } = useTranslation(['create', 'shell', 'common']);
  const session = useSession();
  const zone = useTimeZone();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({ mutationFn: resendConfirmation });
  const trimmed = email.trim();
  const clientError = !trimmed ? t('required') : EMAIL.test(trimmed) ? null : t('user.errors.email');
  const serverError = serverFieldErrors(mutation.error).Email;
  const shownError = (touched && clientError) || serverError || null;
  const problem = mutation.error && !serverError ? errorText(mutation.error, t('common:errors.generic')) : null;
  return (
    <FormPage
      title={t('shell:screens.resendConfirmation')}
      intro={t('resend.intro')}
      formLabel={t('shell:screens.resendConfirmation')}
      submitLabel={t('resend.submit')}
      pending={mutation.isPending}
      forbidden={hasClaim(session, 'users.manage') ? null : t('forbidden', { claim: 'users.manage' })}
      problem={problem ? t('serverFailed', { error: problem }) : null}
      outcome={
        mutation.data && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('resend.sent', { email: mutation.data.Email, date: formatDateTime(mutation.data.Sent, zone) })}
          </Alert>
        )
      }
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (clientError) return;
        mutation.mutate(trimmed);
      }}
    >
      <TextField
        label={t('resend.Email')}
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (mutation.error || mutation.data) mutation.reset();
        }}
        onBlur={() => setTouched(true)}
        error={Boolean(shownError)}
        helperText={shownError}
        fullWidth
      />
    </FormPage>
  );
}
