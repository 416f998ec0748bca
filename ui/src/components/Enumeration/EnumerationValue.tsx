import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { type EnumerationName, enumerationKey, type LabelValues, labelValues } from './labels';
import { type Tone, toneOf } from './tones';

/**
 * The label of an enumeration value in the reader's language (deviation L5),
 * or the value as spelt when it has none; with `values`, the label is a
 * sentence naming them (an audit entry's amount, a trade's quantity and
 * symbol), numbers in the reader's format. Empty for an empty value.
 */
export function useEnumerationLabel() {
  const { t, i18n } = useTranslation('enums');
  const { language } = i18n;
  return useCallback(
    (enumeration: EnumerationName, value: string | number, values?: LabelValues) => {
      const spelt = String(value);
      if (spelt === '') return '';
      return t(enumerationKey(enumeration, spelt), {
        defaultValue: spelt,
        ...(values ? labelValues(values, language) : {}),
      });
    },
    [t, language],
  );
}

const paletteOf = { success: 'success', warning: 'warning', error: 'error', info: 'info', neutral: 'grey' } as const;

/**
 * A soft chip: a tint of the tone behind text dark (light mode) or light
 * (dark mode) enough to read at 4.5:1, which MUI's filled warning and info
 * chips are not.
 */
function chipSx(tone: Tone) {
  return (theme: Theme) => {
    const main = tone === 'neutral' ? theme.palette.grey[600] : theme.palette[paletteOf[tone]].main;
    const light = theme.palette.mode === 'light';
    return {
      height: 22,
      fontWeight: 500,
      bgcolor: alpha(main, light ? 0.12 : 0.22),
      color: light ? darken(main, tone === 'warning' ? 0.45 : 0.35) : lighten(main, 0.55),
      border: `1px solid ${alpha(main, 0.4)}`,
    };
  };
}

/** An enumeration value as its chip, coloured by what it means (done, under way, failed, stopped). */
export function EnumerationChip({
  label,
  enumeration,
  value,
}: {
  label: string;
  enumeration: EnumerationName;
  value: string;
}) {
  const tone = toneOf(enumeration, value);
  return <Chip size="small" label={label} data-tone={tone} sx={chipSx(tone)} />;
}

/**
 * One enumeration value anywhere outside a listing (a details card, a form
 * option, a dashboard row): its translated label, as a chip for a status.
 */
export function EnumerationValue({
  enumeration,
  value,
  chip = false,
  values,
}: {
  enumeration: EnumerationName;
  value: string | number;
  chip?: boolean;
  values?: LabelValues;
}) {
  const label = useEnumerationLabel()(enumeration, value, values);
  if (!chip || value === '') return <>{label}</>;
  return <EnumerationChip label={label} enumeration={enumeration} value={String(value)} />;
}
