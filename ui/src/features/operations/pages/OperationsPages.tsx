import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField, isoDateOf, type IsoDate, todayIso } from '@/components/DateField';
import { ListingScreen } from '@/components/Listing';
import { errorText } from '@/lib/api-client';
import { useTimeZone } from '@/lib/time-zone-store';
import { offsetMinutes } from '@/lib/time-zones';

import { useCreateRestoreRequest } from '../api/create-restore-request';
import { crmRequestsListing, restoreRequestsListing } from '../listings';

/** /app/operations/infusionsoftapirequest: the CRM provider request log. */
export const CrmRequestLogPage = () => <ListingScreen listing={crmRequestsListing} />;

/** How many days back a restore may go (the server's backup retention, spec 7). */
const RETENTION_DAYS = 35;

/**
 * The instant a day and a wall-clock time name in a zone offset (`+05:30`), as
 * RFC 3339: the time staff type is read in the console's chosen zone, the
 * one every date on screen is shown in (spec 9).
 */
export function instantIn(day: IsoDate, time: string, offset: string): string | null {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if ([year, month, date, hours, minutes].some((part) => part === undefined || Number.isNaN(part))) return null;
  const utc =
    Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0) - offsetMinutes(offset) * 60_000;
  return new Date(utc).toISOString().replace('.000Z', 'Z');
}

/** The point-in-time restore form: a customer by id, an instant in the last 35 days, a reason. */
function RestoreRequestForm() {
  const { t } = useTranslation('operations');
  const create = useCreateRestoreRequest();
  const { offset } = useTimeZone();
  const [userId, setUserId] = useState('');
  const [notDigits, setNotDigits] = useState(false);
  const [day, setDay] = useState<IsoDate>('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  // The clock is read when the form opens and at each change of the instant, not while rendering.
  const [now, setNow] = useState(() => Date.now());

  const today = todayIso(new Date(now));
  const earliest = isoDateOf(new Date(now - RETENTION_DAYS * 86_400_000));
  const instant = day && time ? instantIn(day, time, offset) : null;
  const inFuture = instant !== null && new Date(instant).getTime() > now;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!instant || inFuture) return;
    setDone(false);
    create.mutate(
      { UserId: Number(userId), PointInTime: instant, Reason: reason.trim() },
      {
        onSuccess: () => {
          setDone(true);
          setReason('');
        },
      },
    );
  };
  const valid = /^\d+$/.test(userId) && instant !== null && !inFuture && reason.trim().length > 0;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" onSubmit={submit} aria-labelledby="restore-form">
      <Typography id="restore-form" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('form.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
        useFlexGap
      >
        <TextField
          size="small"
          required
          label={t('form.userId')}
          value={userId}
          // An id is digits: anything else is refused as it is typed, and said so until the field is left.
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (digits !== event.target.value) setNotDigits(true);
            setUserId(digits);
          }}
          onBlur={() => setNotDigits(false)}
          error={notDigits}
          helperText={notDigits ? t('form.digitsOnly') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 12 } }}
          sx={{ width: { md: 160 } }}
        />
        <DateField
          label={t('form.day')}
          value={day}
          onChange={(next) => {
            setNow(Date.now());
            setDay(next);
          }}
          today={today}
          disableFuture
          minDate={earliest}
          required
        />
        <TextField
          size="small"
          required
          type="time"
          label={t('form.time')}
          value={time}
          onChange={(event) => {
            setNow(Date.now());
            setTime(event.target.value);
          }}
          error={inFuture}
          helperText={inFuture ? t('form.future') : t('form.zone', { offset })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          sx={{ width: { md: 170 } }}
        />
        <TextField
          size="small"
          required
          label={t('form.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: 200 }}
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
    <ListingScreen listing={restoreRequestsListing}>
      <RestoreRequestForm />
    </ListingScreen>
  );
}
