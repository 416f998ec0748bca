import { membershipTypeValues, smartfolioCategoryValues, type SmartfolioCategory } from '@openapi/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EnumerationValue, useEnumerationLabel } from '@/components/Enumeration';
import { Ltr } from '@/components/Ltr';
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
import { serverFieldErrors } from '../server-errors';

/** The server's limits of the text fields (`SmartfolioPayload`). */
const LIMITS = { title: 80, marketingName: 80, description: 1000, imageUrl: 2048, bannerImageUrl: 2048 } as const;
type TextField = keyof typeof LIMITS | 'symbol';
type Field = TextField | 'minimumInvested' | 'aggressiveness' | 'membershipTypeId' | 'category';

interface Draft extends Record<TextField, string> {
  minimumInvested: string;
  aggressiveness: number;
  membershipTypeId: number;
  category: SmartfolioCategory;
  active: boolean;
  isCoreStrategy: boolean;
  performDownload: boolean;
}

/** The server's rule (`text::url_pattern`): http or https, a host, an optional port and path. */
const HTTP_URL = /^https?:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#]\S*)?$/;

const draftOf = (s: Smartfolio): Draft => ({
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

type Problem = 'required' | 'minimumPositive' | 'url';

/** The form's own checks, in field order; the server checks the same and more (the symbol is an asset). */
export function problemsOf(draft: Draft): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  for (const field of ['title', 'marketingName', 'description', 'symbol', 'imageUrl', 'bannerImageUrl'] as const) {
    if (draft[field].trim() === '') problems[field] = 'required';
  }
  for (const field of ['imageUrl', 'bannerImageUrl'] as const) {
    if (!problems[field] && !HTTP_URL.test(draft[field].trim())) problems[field] = 'url';
  }
  const minimum = Number(draft.minimumInvested.trim());
  if (draft.minimumInvested.trim() === '') problems.minimumInvested = 'required';
  else if (!Number.isFinite(minimum) || minimum <= 0) problems.minimumInvested = 'minimumPositive';
  return problems;
}

const payloadOf = (draft: Draft): SmartfolioPayload => ({
  title: draft.title.trim(),
  marketingName: draft.marketingName.trim(),
  description: draft.description.trim(),
  imageUrl: draft.imageUrl.trim(),
  bannerImageUrl: draft.bannerImageUrl.trim(),
  symbol: draft.symbol.trim().toUpperCase(),
  minimumInvested: Number(draft.minimumInvested.trim()),
  aggressiveness: draft.aggressiveness,
  membershipTypeId: draft.membershipTypeId,
  category: draft.category,
  active: draft.active,
  isCoreStrategy: draft.isCoreStrategy,
  performDownload: draft.performDownload,
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
  const titleId = useId();
  const sliderLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateSmartfolio(smartfolio.smartfolioId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(smartfolio));
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const fromServer = serverFieldErrors(update.error);
  const general =
    update.isError && Object.keys(fromServer).length === 0
      ? `${t('designer.messages.updateFailed')} ${errorText(update.error, '')}`
      : null;

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const close = () => {
    update.reset();
    onClose();
  };
  const messageOf = (field: Field): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`validation.${problem}`);
    return fromServer[field];
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)
          ?.focus(),
      );
      return;
    }
    update.mutate(payloadOf(draft), {
      onSuccess: (saved) => {
        showToast(t('designer.messages.updated', { title: saved.title }));
        close();
      },
    });
  };

  const text = (field: TextField, extra: { multiline?: boolean; ltr?: boolean; hint?: string } = {}) => (
    <Box data-field={field}>
      <TextField
        label={t(`fields.${field}`)}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        required
        fullWidth
        multiline={extra.multiline}
        minRows={extra.multiline ? 3 : undefined}
        error={Boolean(messageOf(field))}
        helperText={messageOf(field) ?? extra.hint ?? ' '}
        slotProps={{
          htmlInput: {
            maxLength: field === 'symbol' ? 12 : LIMITS[field],
            dir: extra.ltr ? 'ltr' : 'auto',
          },
        }}
      />
    </Box>
  );
  const label = enumerationLabel('AggressivenessLabel', aggressivenessLabel(draft.aggressiveness));
  const marks = [AGGRESSIVENESS_MIN, 2, 4, 6, 8, AGGRESSIVENESS_MAX].map((value) => ({ value, label: String(value) }));

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('designer.editTitle', { title: smartfolio.title })}</DialogTitle>
      <form ref={formRef} onSubmit={submit} noValidate>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('title')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('marketingName')}</Grid>
            <Grid size={12}>{text('description', { multiline: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('imageUrl', { ltr: true, hint: t('designer.urlHint') })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('bannerImageUrl', { ltr: true, hint: t('designer.urlHint') })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('symbol', { ltr: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }} data-field="category">
              <TextField
                select
                label={t('fields.category')}
                value={draft.category}
                onChange={(event) => set('category', event.target.value as SmartfolioCategory)}
                fullWidth
                error={Boolean(messageOf('category'))}
                helperText={messageOf('category') ?? ' '}
              >
                {smartfolioCategoryValues.map((category) => (
                  <MenuItem key={category} value={category}>
                    <EnumerationValue enumeration="SmartfolioCategory" value={category} />
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }} data-field="membershipTypeId">
              <TextField
                select
                label={t('fields.membershipType')}
                value={draft.membershipTypeId}
                onChange={(event) => set('membershipTypeId', Number(event.target.value))}
                fullWidth
                error={Boolean(messageOf('membershipTypeId'))}
                helperText={messageOf('membershipTypeId') ?? ' '}
              >
                {membershipTypeValues.map((type, id) => (
                  <MenuItem key={type} value={id}>
                    <EnumerationValue enumeration="MembershipType" value={type} />
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} data-field="minimumInvested">
              <TextField
                label={t('fields.minimumInvested')}
                value={draft.minimumInvested}
                onChange={(event) => set('minimumInvested', event.target.value)}
                required
                fullWidth
                placeholder={String(SAMPLE_MINIMUM_INVESTED)}
                error={Boolean(messageOf('minimumInvested'))}
                helperText={
                  messageOf('minimumInvested') ?? t('designer.sampleMinimum', { amount: SAMPLE_MINIMUM_INVESTED })
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} data-field="aggressiveness">
              <Typography id={sliderLabelId} variant="body2" color="text.secondary">
                {t('fields.aggressiveness')}:{' '}
                <Box component="strong" sx={{ color: 'text.primary' }} aria-live="polite">
                  <Ltr>{draft.aggressiveness}</Ltr> · {label}
                </Box>
              </Typography>
              <Slider
                value={draft.aggressiveness}
                onChange={(_, value) => set('aggressiveness', value)}
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
              {messageOf('aggressiveness') && <FormHelperText error>{messageOf('aggressiveness')}</FormHelperText>}
            </Grid>
            <Grid size={12}>
              <FormGroup row>
                {(['active', 'isCoreStrategy', 'performDownload'] as const).map((flag) => (
                  <FormControlLabel
                    key={flag}
                    control={<Switch checked={draft[flag]} onChange={(event) => set(flag, event.target.checked)} />}
                    label={t(`fields.${flag}`)}
                  />
                ))}
              </FormGroup>
            </Grid>
          </Grid>
          {general && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {general}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
