import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { errorText } from '@/lib/api-client';
import { impersonate } from '@/lib/impersonation';
import { showToast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';

/**
 * Impersonate from User Details (spec 6): the same token exchange as the
 * header menu's, after a confirmation naming the customer. Hidden while
 * already impersonating (one impersonation at a time).
 */
export function ImpersonateButton({ userName, fullName }: { userName: string; fullName: string }) {
  const { t } = useTranslation(['customerDetails', 'shell']);
  const session = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const start = useMutation({
    // The way back returns to these details.
    mutationFn: () => impersonate(userName, `${pathname}${search}`),
    onSuccess: (next) => {
      // The staff member's cached data must not mix with the customer's view.
      queryClient.clear();
      setOpen(false);
      showToast(t('shell:impersonation.started', { name: next.user.FullName }));
    },
  });
  if (!session || session.staff) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('impersonate.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="impersonate-user-title">
        <DialogTitle id="impersonate-user-title">{t('impersonate.title', { name: fullName })}</DialogTitle>
        <DialogContent>
          {start.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(start.error, t('impersonate.failed'))}
            </Alert>
          )}
          <DialogContentText>{t('impersonate.body', { userName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('impersonate.cancel')}</Button>
          <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
            {t('impersonate.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
