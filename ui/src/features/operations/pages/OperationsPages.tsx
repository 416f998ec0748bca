import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListingScreen } from '@/components/Listing';
import { errorText } from '@/lib/api-client';

import { useCreateRestoreRequest } from '../api/create-restore-request';
import { crmRequestsListing, restoreRequestsListing } from '../listings';

/** /app/operations/infusionsoftapirequest: the CRM provider request log. */
export const CrmRequestLogPage = () => <ListingScreen listing={crmRequestsListing} />;

/** The point-in-time restore form: a customer, an instant in the past, a reason. */
function RestoreRequestForm() {
  const { t } = useTranslation('operations');
  const create = useCreateRestoreRequest();
  const [userId, setUserId] = useState('');
  const [pointInTime, setPointInTime] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    create.mutate(
      // The browser's datetime-local value is local time; the API takes an RFC 3339 instant.
      { UserId: Number(userId), PointInTime: new Date(pointInTime).toISOString(), Reason: reason.trim() },
      {
        onSuccess: () => {
          setDone(true);
          setReason('');
        },
      },
    );
  };
  const valid = /^\d+$/.test(userId) && pointInTime !== '' && reason.trim().length > 0;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" onSubmit={submit} aria-labelledby="restore-form">
      <Typography id="restore-form" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('form.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          size="small"
          required
          label={t('form.userId')}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <TextField
          size="small"
          required
          type="datetime-local"
          label={t('form.pointInTime')}
          value={pointInTime}
          onChange={(event) => setPointInTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          required
          label={t('form.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!valid || create.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(create.error, t('form.failed'))}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('form.created')}
        </Alert>
      )}
    </Paper>
  );
}

/** /app/operations/requestpointintimerestore: the form, then the requests so far. */
export function PointInTimeRestorePage() {
  return (
    <ListingScreen listing={restoreRequestsListing} title="operations:titles.restore">
      <RestoreRequestForm />
    </ListingScreen>
  );
}
