import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormDialog, FormTextField, useZodForm } from '@/components/Form';
import { errorText } from '@/lib/api-client';
import { impersonate } from '@/lib/impersonation';
import { showToast } from '@/lib/toast';

import { useCurrentUrl } from './stable-navigate';

/** The customer to view as: a user name, non-empty after trimming. */
const schema = z.object({
  userName: z.string().trim().min(1, 'shell:impersonation.userNameRequired'),
});

/**
 * Starts impersonating a customer by user name (spec 6). The user details
 * screen starts it from a user too; both go through lib/impersonation.
 */
export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const currentUrl = useCurrentUrl();
  const form = useZodForm(schema, { defaultValues: { userName: '' } });
  const start = useMutation({
    // The way back returns to the page open now.
    mutationFn: (name: string) => impersonate(name, currentUrl()),
    onSuccess: (session) => {
      // The staff member's cached data must not mix with the customer's view.
      queryClient.clear();
      showToast(t('impersonation.started', { name: session.user.FullName }));
      form.reset();
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={t('impersonation.title')}
      onSubmit={form.handleSubmit(({ userName }) => start.mutate(userName))}
      onClose={onClose}
      submitLabel={t('impersonation.submit')}
      cancelLabel={t('cancel')}
      pending={start.isPending}
      problem={start.isError && errorText(start.error, t('impersonation.failed'))}
      maxWidth="xs"
    >
      <Typography color="text.secondary">{t('impersonation.intro')}</Typography>
      <FormTextField control={form.control} name="userName" label={t('impersonation.userName')} required fullWidth />
    </FormDialog>
  );
}
