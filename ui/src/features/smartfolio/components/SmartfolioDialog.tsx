import { membershipTypeValues, smartfolioCategoryValues } from '@openapi/enums';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { Ltr } from '@/components/Ltr';
import {
  FormDialog,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFieldMessage,
  useZodForm,
  useServerErrors,
} from '@/components/Form';
import { errorText } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

import {
  AGGRESSIVENESS_MAX,
  AGGRESSIVENESS_MIN,
  aggressivenessLabel,
  SAMPLE_MINIMUM_INVESTED,
} from '../aggressiveness';
import type { Smartfolio } from '../api/get-smartfolios';
import { type SmartfolioPayload, useUpdateSmartfolio } from '../api/update-smartfolio';

/** The server's limits of the text fields (`SmartfolioPayload`). */
const LIMITS = {
  title: 80,
  marketingName: 80,
  description: 1000,
  imageUrl: 64,
  bannerImageUrl: 64,
  symbol: 12,
} as const;
type TextName = keyof typeof LIMITS;

/**
 * The server's rule (`model::images`): one of the images it draws, on the
 * console's own origin, since the page's policy (`img-src 'self'`) shows no other.
 */
const SERVER_IMAGE = /^\/images\/smartfolios\/[1-9][0-9]{0,18}\/(card|banner)\.svg$/;

const required = z.string().trim().min(1, 'smartfolio:validation.required');
const url = required.regex(SERVER_IMAGE, 'smartfolio:validation.url');

/** The form's own checks, in field order; the server checks the same and more (the symbol is an asset). */
export const smartfolioSchema = z.object({
  title: required,
  marketingName: required,
  description: required,
  imageUrl: url,
  bannerImageUrl: url,
  symbol: required.transform((symbol) => symbol.toUpperCase()),
  category: z.literal(smartfolioCategoryValues),
  membershipTypeId: z.number(),
  minimumInvested: z
    .string()
    .trim()
    .min(1, 'smartfolio:validation.required')
    .refine((text) => Number.isFinite(Number(text)) && Number(text) > 0, 'smartfolio:validation.minimumPositive')
    .transform(Number),
  aggressiveness: z.number().min(AGGRESSIVENESS_MIN).max(AGGRESSIVENESS_MAX),
  active: z.boolean(),
  isCoreStrategy: z.boolean(),
  performDownload: z.boolean(),
}) satisfies z.ZodType<SmartfolioPayload, unknown>;
const FIELDS = Object.keys(smartfolioSchema.shape) as (keyof typeof smartfolioSchema.shape)[];

const draftOf = (s: Smartfolio): z.input<typeof smartfolioSchema> => ({
  title: s.title,
  marketingName: s.marketingName,
  description: s.description,
  imageUrl: s.imageUrl,
  bannerImageUrl: s.bannerImageUrl,
  symbol: s.symbol,
  minimumInvested: String(s.minimumInvested),
  aggressiveness: s.aggressiveness,
  membershipTypeId: s.membershipTypeId,
  category: s.category,
  active: s.active,
  isCoreStrategy: s.isCoreStrategy,
  performDownload: s.performDownload,
});

/**
 * Edit a smartfolio of the designer (spec 3, 9): every field, the
 * aggressiveness 0-10 on a slider that names its label as it moves, and
 * `PUT /api/admin/smartfolios/{id}`. The form's checks and the server's
 * messages both show on their fields; the first failing field takes the focus.
 */
export function SmartfolioDialog({ smartfolio, onClose }: { smartfolio: Smartfolio; onClose: () => void }) {
  const { t } = useTranslation('smartfolio');
  const enumerationLabel = useEnumerationLabel();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sliderLabelId = useId();
  const update = useUpdateSmartfolio(smartfolio.smartfolioId);
  const form = useZodForm(smartfolioSchema, { defaultValues: draftOf(smartfolio) });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const general =
    update.isError && !serverErrors.placed
      ? `${t('designer.messages.updateFailed')} ${errorText(update.error, '')}`
      : null;
  const close = () => {
    update.reset();
    onClose();
  };

  const text = (name: TextName, extra: { multiline?: boolean; ltr?: boolean; hint?: string } = {}) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      required
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      helperText={extra.hint ?? ' '}
      slotProps={{ htmlInput: { maxLength: LIMITS[name], dir: extra.ltr ? 'ltr' : 'auto' } }}
    />
  );
  const aggressiveness = form.watch('aggressiveness');
  const marks = [AGGRESSIVENESS_MIN, 2, 4, 6, 8, AGGRESSIVENESS_MAX].map((value) => ({ value, label: String(value) }));
  const aggressivenessProblem = useFieldMessage()(form.formState.errors.aggressiveness);

  return (
    <FormDialog
      title={t('designer.editTitle', { title: smartfolio.title })}
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) => {
            showToast(t('designer.messages.updated', { title: saved.title }));
            close();
          },
          onError: serverErrors.onError,
        }),
      )}
      onClose={close}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={update.isPending}
      problem={general}
      maxWidth="md"
      fullScreen={phone}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('title')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('marketingName')}</Grid>
        <Grid size={12}>{text('description', { multiline: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('imageUrl', { ltr: true, hint: t('designer.urlHint') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('bannerImageUrl', { ltr: true, hint: t('designer.urlHint') })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('symbol', { ltr: true })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={form.control}
            name="category"
            label={t('fields.category')}
            options={smartfolioCategoryValues.map((category) => ({
              value: category,
              label: <EnumerationValue enumeration="SmartfolioCategory" value={category} />,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={form.control}
            name="membershipTypeId"
            label={t('fields.membershipType')}
            options={membershipTypeValues.map((type, id) => ({
              value: id,
              label: <EnumerationValue enumeration="MembershipType" value={type} />,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="minimumInvested"
            label={t('fields.minimumInvested')}
            required
            placeholder={String(SAMPLE_MINIMUM_INVESTED)}
            helperText={t('designer.sampleMinimum', { amount: SAMPLE_MINIMUM_INVESTED })}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography id={sliderLabelId} variant="body2" color="text.secondary">
            {t('fields.aggressiveness')}:{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} aria-live="polite">
              <Ltr>{aggressiveness}</Ltr> ·{' '}
              {enumerationLabel('AggressivenessLabel', aggressivenessLabel(aggressiveness))}
            </Box>
          </Typography>
          <Slider
            value={aggressiveness}
            onChange={(_, value) => form.setValue('aggressiveness', value, { shouldDirty: true })}
            min={AGGRESSIVENESS_MIN}
            max={AGGRESSIVENESS_MAX}
            step={1}
            marks={marks}
            valueLabelDisplay="auto"
            getAriaValueText={(value) =>
              `${value} ${enumerationLabel('AggressivenessLabel', aggressivenessLabel(value))}`
            }
            slotProps={{ input: { 'aria-labelledby': sliderLabelId } }}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
          {aggressivenessProblem && <FormHelperText error>{aggressivenessProblem}</FormHelperText>}
        </Grid>
        <Grid size={12}>
          <FormGroup row>
            {(['active', 'isCoreStrategy', 'performDownload'] as const).map((flag) => (
              <FormSwitchField key={flag} control={form.control} name={flag} label={t(`fields.${flag}`)} />
            ))}
          </FormGroup>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
