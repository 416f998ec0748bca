import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type DataTableColumn, type ListingDefaults, ListingScreen } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { errorText } from '@/lib/api-client';

import {
  type CrmRequest,
  getCrmRequests,
  getRestoreRequests,
  type RestoreRequest,
  useCreateRestoreRequest,
} from '../api/operations';

// Module level: the listing hook memoises on these objects.
const crmDefaults: ListingDefaults<'Created' | 'StatusCode' | 'DurationMs'> = {
  sortable: ['Created', 'StatusCode', 'DurationMs'],
  // Spec 9: CRM requests Created desc.
  sort: 'Created',
  dir: 'desc',
  filters: { search: '', success: '', method: '', startDate: '', endDate: '' },
};
const restoreDefaults: ListingDefaults<'Created' | 'PointInTime'> = {
  sortable: ['Created', 'PointInTime'],
  sort: 'Created',
  dir: 'desc',
  filters: { status: '' },
};

function useOperations() {
  const { t } = useTranslation(['operations', 'listing']);
  const col = <T,>(id: string, value: (row: T) => string | number, sortable = false): DataTableColumn<T> => ({
    id,
    header: t(`columns.${id}` as 'columns.Created'),
    sortable,
    render: value,
    csv: value,
  });
  const date = <T,>(id: string, value: (row: T) => string, sortable = true): DataTableColumn<T> => ({
    ...col(id, value, sortable),
    render: (row) => <DateTimeText value={value(row)} />,
  });
  return { t, col, date };
}

/** /app/operations/infusionsoftapirequest: the CRM provider request log. */
export function CrmRequestLogPage() {
  const { t, col, date } = useOperations();
  const columns: DataTableColumn<CrmRequest>[] = [
    date('Created', (row) => row.Created),
    col('Method', (row) => row.Method),
    col('Endpoint', (row) => row.Endpoint),
    { ...col('StatusCode', (row) => row.StatusCode, true), numeric: true },
    col('Success', (row) => (row.Success ? t('listing:yes') : t('listing:no'))),
    { ...col('DurationMs', (row) => row.DurationMs, true), numeric: true },
    col('UserId', (row) => row.UserId),
  ];
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((value) => ({ value, label: value }));
  return (
    <ListingScreen
      title={t('titles.crm')}
      tableLabel={t('titles.crm')}
      queryKey="crmRequests"
      defaults={crmDefaults}
      columns={columns}
      fetchPage={getCrmRequests}
      rowKey={(row) => row.CrmRequestId}
      exportName="crm-requests"
      search
      dates
      selects={[
        {
          key: 'success',
          label: t('columns.Success'),
          options: [
            { value: 'true', label: t('listing:yes') },
            { value: 'false', label: t('listing:no') },
          ],
        },
        { key: 'method', label: t('columns.Method'), options: methods },
      ]}
    />
  );
}

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
  const { t, col, date } = useOperations();
  const columns: DataTableColumn<RestoreRequest>[] = [
    date('Created', (row) => row.Created),
    col('UserId', (row) => row.UserId),
    date('PointInTime', (row) => row.PointInTime),
    col('Reason', (row) => row.Reason),
    col('Status', (row) => row.Status),
    col('RequestedBy', (row) => row.RequestedBy),
  ];
  const statuses = ['Pending', 'Running', 'Complete', 'Failed'].map((value) => ({ value, label: value }));
  return (
    <ListingScreen
      title={t('titles.restore')}
      tableLabel={t('titles.restoreList')}
      queryKey="restoreRequests"
      defaults={restoreDefaults}
      columns={columns}
      fetchPage={getRestoreRequests}
      rowKey={(row) => row.RestoreRequestId}
      exportName="restore-requests"
      selects={[{ key: 'status', label: t('columns.Status'), options: statuses }]}
    >
      {() => <RestoreRequestForm />}
    </ListingScreen>
  );
}
