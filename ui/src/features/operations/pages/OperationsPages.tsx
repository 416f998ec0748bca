import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { isoDateOf, type IsoDate, todayIso } from '@/components/DateField';
import { FormDateField, FormTextField, useZodForm } from '@/components/Form';
import { ListingScreen } from '@/components/Listing';
import { errorText } from '@/lib/api-client';
import { getTimeZone, useTimeZone } from '@/lib/time-zone-store';
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

/**
 * The restore form's checks and its request: the day and time, read in the
 * zone `offset()`, must not be later than the moment of the check.
 */
export function restoreSchema(offset: () => string) {
  return z
    .object({
      userId: z
        .string()
        .trim()
        .min(1, 'common:errors.required')
        .regex(/^\d{1,12}$/, 'operations:form.digitsOnly')
        .transform(Number),
      day: z.string().min(1, 'common:errors.required'),
      time: z.string().min(1, 'common:errors.required'),
      reason: z.string().trim().min(1, 'common:errors.required'),
    })
    .transform((values, context) => {
      const instant = instantIn(values.day, values.time, offset());
      if (instant === null || new Date(instant).getTime() > Date.now()) {
        context.addIssue({ code: 'custom', path: ['time'], message: 'operations:form.future' });
        return z.NEVER;
      }
      return { UserId: values.userId, PointInTime: instant, Reason: values.reason };
    });
}

/** The instant is read in the zone every date on screen is shown in, as it is when the form is checked. */
const schema = restoreSchema(() => getTimeZone().offset);

/** The point-in-time restore form: a customer by id, an instant in the last 35 days, a reason. */
function RestoreRequestForm() {
  const { t } = useTranslation(['operations', 'common']);
  const create = useCreateRestoreRequest();
  const { offset } = useTimeZone();
  // The clock is read when the form opens and at each change of the instant, not while rendering.
  const [now, setNow] = useState(() => Date.now());
  const form = useZodForm(schema, { defaultValues: { userId: '', day: '', time: '', reason: '' } });
  const tick = () => setNow(Date.now());

  const today = todayIso(new Date(now));
  const earliest = isoDateOf(new Date(now - RETENTION_DAYS * 86_400_000));

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      component="form"
      noValidate
      onSubmit={form.handleSubmit((request) =>
        create.mutate(request, { onSuccess: () => form.reset({ ...form.getValues(), reason: '' }) }),
      )}
      aria-labelledby="restore-form"
    >
      <Typography id="restore-form" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('form.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
        useFlexGap
      >
        <FormTextField
          control={form.control}
          name="userId"
          size="small"
          required
          label={t('form.userId')}
          onValueChange={() => create.reset()}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          sx={{ width: { md: 160 } }}
        />
        <FormDateField
          control={form.control}
          name="day"
          label={t('form.day')}
          today={today}
          disableFuture
          minDate={earliest}
          required
          onValueChange={tick}
        />
        <FormTextField
          control={form.control}
          name="time"
          size="small"
          required
          type="time"
          label={t('form.time')}
          onValueChange={tick}
          helperText={t('form.zone', { offset })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          sx={{ width: { md: 170 } }}
        />
        <FormTextField
          control={form.control}
          name="reason"
          size="small"
          required
          label={t('form.reason')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(create.error, t('form.failed'))}
        </Alert>
      )}
      {create.isSuccess && (
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
