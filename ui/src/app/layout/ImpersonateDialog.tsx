import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/api-client';
import { impersonate } from '@/lib/impersonation';
import { showToast } from '@/lib/toast';

import { useCurrentUrl } from './stable-navigate';

/**
 * Starts impersonating a customer by user name (spec 6). The user details
 * screen starts it from a user too; both go through lib/impersonation.
 */
export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const currentUrl = useCurrentUrl();
  const [userName, setUserName] = useState('');
  const [touched, setTouched] = useState(false);
  const start = useMutation({
    // The way back returns to the page open now.
    mutationFn: (name: string) => impersonate(name, currentUrl()),
    onSuccess: (session) => {
      // The staff member's cached data must not mix with the customer's view.
      queryClient.clear();
      showToast(t('impersonation.started', { name: session.user.FullName }));
      setUserName('');
      setTouched(false);
      onClose();
    },
  });
  const empty = !userName.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) start.mutate(userName);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="impersonate-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="impersonate-title">{t('impersonation.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('impersonation.intro')}</DialogContentText>
          {start.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(start.error, t('impersonation.failed'))}
            </Alert>
          )}
          <TextField
            fullWidth
            required
            label={t('impersonation.userName')}
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
            error={touched && empty}
            helperText={touched && empty ? t('impersonation.userNameRequired') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={start.isPending}>
            {t('impersonation.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
