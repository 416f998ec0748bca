import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  FormDateField,
  FormDialog,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFieldMessage,
  useZodForm,
  useServerErrors,
} from '@/components/Form';
import { RetryAlert } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import { type NotificationSelectables, useSelectables } from '../api/get-selectables';
import { useSaveNotification } from '../api/save-notification';
import {
  ACTION_FIELDS,
  type ActionType,
  DESCRIPTION_MAX,
  emptyForm,
  endDateRequired,
  type FieldName,
  firstProblem,
  type NotificationForm,
  showsFields,
  toPayload,
  utcToday,
  withAction,
  withInApp,
  withPush,
} from '../form-rules';
import { NotificationPreview } from './NotificationPreview';

export interface NotificationDialogProps {
  /** The notification being edited, with its id; absent to create one. */
  editing?: { id: number; form: NotificationForm };
  onClose: () => void;
}

/**
 * The spec 5 checks as the form's schema: they run in order and only the
 * first failure is reported, on its field (the missing channel on In App).
 */
export function notificationSchema(today: string, startFloor: string) {
  return z.custom<NotificationForm>().superRefine((form, context) => {
    const found = firstProblem(form, today, startFloor);
    if (!found) return;
    context.addIssue({
      code: 'custom',
      path: [found.field === 'channel' ? 'inApp' : found.field],
      message: `notifications:validation.${found.problem}`,
    });
  });
}

const FIELDS = Object.keys(emptyForm) as FieldName[];

/**
 * The notification create/edit dialog (spec 3, 4, 5, 7, 8): every field of
 * spec 3 with options from `/selectables`; the fields show once In App or
 * Push is ticked; changing the action type or a channel clears what no
 * longer belongs; the spec 5 checks run in order and the first failure is
 * shown on its field; empty fields are not sent. A live preview shows it as
 * a customer would.
 */
export function NotificationDialog({ editing, onClose }: NotificationDialogProps) {
  const { t } = useTranslation('notifications');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const selectables = useSelectables();
  const save = useSaveNotification(editing?.id);
  const [today] = useState(() => utcToday());
  // An existing notification may have started already; its start stays valid.
  const startFloor =
    editing && editing.form.startDateUtc.slice(0, 10) < today ? editing.form.startDateUtc.slice(0, 10) : today;
  const [schema] = useState(() => notificationSchema(today, startFloor));
  const form = useZodForm(schema, { defaultValues: editing?.form ?? emptyForm });
  const values = form.watch();
  const message = useFieldMessage();

  /** A rule of spec 4 changed several fields at once (a channel, the action type). */
  const apply = (next: NotificationForm) => {
    for (const field of FIELDS) {
      if (next[field] !== values[field]) form.setValue(field, next[field], { shouldDirty: true });
    }
    if (form.formState.isSubmitted) void form.trigger();
  };
  const close = () => {
    save.reset();
    onClose();
  };
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const problem =
    save.isError && !serverErrors.placed
      ? `${editing ? t('messages.updateFailed') : t('messages.createFailed')} ${errorText(save.error, '')}`
      : null;
  const submit = form.handleSubmit((checked) =>
    save.mutate(toPayload(checked, editing?.id), {
      onSuccess: () => {
        showToast(editing ? t('messages.updated') : t('messages.created'));
        close();
      },
      onError: serverErrors.onError,
    }),
  );

  const text = (
    field: FieldName,
    label: string,
    extra: { multiline?: boolean; required?: boolean; helper?: string; type?: string; max?: number } = {},
  ) => (
    <FormTextField
      control={form.control}
      name={field}
      label={label}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      type={extra.type}
      helperText={extra.helper ?? ' '}
      slotProps={{ htmlInput: { maxLength: extra.max } }}
    />
  );
  const select = (
    field: FieldName,
    label: string,
    choices: readonly { value: string; label: string }[],
    extra: { required?: boolean; none?: string } = {},
  ) => (
    <FormSelectField
      control={form.control}
      name={field}
      label={label}
      required={extra.required}
      options={[...(extra.none === undefined ? [] : [{ value: '', label: <em>{extra.none}</em> }]), ...choices]}
      onValueChange={
        field === 'action'
          ? (value) => apply(withAction({ ...form.getValues(), action: values.action }, value as ActionType | ''))
          : undefined
      }
    />
  );
  const date = (
    field: 'startDateUtc' | 'endDateUtc',
    label: string,
    minDay: string,
    required: boolean,
    hint: string,
  ) => (
    <FormDateField
      control={form.control}
      name={field}
      label={label}
      // The form holds an instant (`startDateUtc`); the field, its UTC day: the day's first instant, or
      // the end date's last. An unchanged day keeps its instant.
      toDay={(instant) => instant.slice(0, 10)}
      fromDay={(day) => `${day}T${field === 'endDateUtc' ? '23:59:59' : '00:00:00'}Z`}
      today={today}
      minDate={minDay}
      required={required}
      hint={hint}
      fullWidth
      size="medium"
    />
  );
  const options = translated(selectables.data ?? emptySelectables, t);
  const belongs = (field: FieldName) => values.action !== '' && ACTION_FIELDS[values.action].includes(field);
  const cell = (content: ReactNode, wide = false) => <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{content}</Grid>;
  const channelMessage = message(form.formState.errors.inApp);
  const descriptionLength = values.description.trim().length;

  return (
    <FormDialog
      title={editing ? t('dialog.editTitle') : t('dialog.createTitle')}
      onSubmit={submit}
      onClose={close}
      submitLabel={editing ? t('actions.update') : t('actions.create')}
      cancelLabel={t('actions.cancel')}
      pending={save.isPending}
      problem={problem}
      maxWidth="lg"
      fullScreen={phone}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {selectables.isError && (
            <RetryAlert onRetry={selectables.refetch} error={selectables.error} sx={{ mb: 2 }}>
              {t('messages.dropdownFailed')} {errorText(selectables.error, '')}
            </RetryAlert>
          )}
          <Grid container columnSpacing={2} rowSpacing={0.5}>
            {cell(text('title', t('fields.title'), { required: true, max: 120 }), true)}
            {cell(
              text('description', t('fields.description'), {
                required: true,
                multiline: true,
                max: DESCRIPTION_MAX,
                helper: t('fields.descriptionCount', { count: descriptionLength, max: DESCRIPTION_MAX }),
              }),
              true,
            )}
            {cell(
              <FormControl component="fieldset" error={Boolean(channelMessage)} sx={{ mb: 1 }}>
                <FormLabel component="legend" required>
                  {t('fields.channels')}
                </FormLabel>
                <FormGroup row>
                  <FormSwitchField
                    look="checkbox"
                    control={form.control}
                    name="inApp"
                    label={t('fields.inApp')}
                    onValueChange={(checked) => apply(withInApp({ ...form.getValues(), inApp: !checked }, checked))}
                    // The channels' one message shows under the pair, below.
                    showMessage={false}
                  />
                  <FormSwitchField
                    look="checkbox"
                    control={form.control}
                    name="push"
                    label={t('fields.push')}
                    onValueChange={(checked) => apply(withPush({ ...form.getValues(), push: !checked }, checked))}
                  />
                </FormGroup>
                <FormHelperText>{channelMessage ?? t('fields.channelsHint')}</FormHelperText>
              </FormControl>,
              true,
            )}
          </Grid>
          {showsFields(values) && (
            <>
              <Divider sx={{ my: 2 }} />
              {selectables.isPending ? (
                <Stack spacing={2} role="status" aria-busy="true" aria-label={t('dialog.loadingOptions')}>
                  {[0, 1, 2, 3].map((row) => (
                    <Skeleton key={row} variant="rounded" height={48} />
                  ))}
                </Stack>
              ) : (
                <Grid container columnSpacing={2} rowSpacing={0.5}>
                  {cell(select('targetAudience', t('fields.targetAudience'), options.targetAudienceTypes))}
                  {cell(
                    select('hideAllowedAfter', t('fields.hideAllowedAfter'), HIDE_ALLOWED_AFTER, {
                      none: t('fields.notSet'),
                    }),
                  )}
                  {cell(date('startDateUtc', t('fields.startDate'), startFloor, true, t('fields.utc')))}
                  {cell(
                    date(
                      'endDateUtc',
                      t('fields.endDate'),
                      values.startDateUtc.slice(0, 10) > today ? values.startDateUtc.slice(0, 10) : today,
                      endDateRequired(values),
                      endDateRequired(values) ? t('fields.utc') : t('fields.endOptional'),
                    ),
                  )}
                  {cell(
                    select('color', t('fields.color'), options.colorTypes, {
                      required: true,
                      none: t('fields.choose'),
                    }),
                  )}
                  {cell(text('sequence', t('fields.sequence'), { type: 'number' }))}
                  {cell(
                    select('icon', t('fields.icon'), options.iconTypes, { required: true, none: t('fields.choose') }),
                  )}
                  {cell(text('actionText', t('fields.actionText'), { max: 40 }))}
                  {cell(
                    select('action', t('fields.action'), options.actionTypes, {
                      required: true,
                      none: t('fields.choose'),
                    }),
                    true,
                  )}
                  {belongs('route') &&
                    cell(
                      select('route', t('fields.route'), options.routeTypes, {
                        required: true,
                        none: t('fields.choose'),
                      }),
                    )}
                  {belongs('routeParams') &&
                    cell(
                      text('routeParams', t('fields.routeParams'), {
                        required: true,
                        helper: t('fields.routeParamsHint'),
                      }),
                    )}
                  {belongs('externalUrl') &&
                    cell(
                      text('externalUrl', t('fields.externalUrl'), {
                        required: true,
                        type: 'url',
                        helper: t('fields.externalUrlHint'),
                      }),
                      true,
                    )}
                  {belongs('textContent') &&
                    cell(text('textContent', t('fields.textContent'), { required: true, multiline: true }), true)}
                  {belongs('modalGraphicUrl') &&
                    cell(text('modalGraphicUrl', t('fields.modalGraphicUrl'), { required: true, type: 'url' }), true)}
                  {belongs('modalActionText') &&
                    cell(text('modalActionText', t('fields.modalActionText'), { max: 40 }))}
                  {belongs('modalDismissText') &&
                    cell(text('modalDismissText', t('fields.modalDismissText'), { max: 40 }))}
                  {belongs('htmlContent') &&
                    cell(
                      <Box
                        sx={{
                          '& textarea': {
                            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                            fontSize: 13,
                          },
                        }}
                      >
                        {text('htmlContent', t('fields.htmlContent'), {
                          required: true,
                          multiline: true,
                          helper: t('fields.htmlHint'),
                        })}
                      </Box>,
                      true,
                    )}
                </Grid>
              )}
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1, textAlign: 'center' }}>
            {t('preview.heading')}
          </Typography>
          <NotificationPreview
            form={values}
            routeLabel={(value) => options.routeTypes.find((route) => route.value === value)?.label ?? value}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

/**
 * The options with their labels in the reader's language: the values are
 * the server's, the English labels its fallback for a value the console
 * does not know yet.
 */
function translated(options: NotificationSelectables, t: TFunction<'notifications'>): NotificationSelectables {
  const kinds = Object.keys(options) as (keyof NotificationSelectables)[];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      options[kind].map((option) => ({
        value: option.value,
        label: t(`options.${kind}.${option.value}` as 'options.actionTypes.routeInternally', {
          defaultValue: option.label,
        }),
      })),
    ]),
  ) as unknown as NotificationSelectables;
}

const emptySelectables: NotificationSelectables = {
  actionTypes: [],
  targetAudienceTypes: [],
  routeTypes: [],
  colorTypes: [],
  iconTypes: [],
};

/** Spec 9: hide-allowed-after options 1 to 10. */
const HIDE_ALLOWED_AFTER = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
