import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES, frFR, itIT, type PickersLocaleText, zhCN } from '@mui/x-date-pickers/locales';
import { ar, enUS, es, fr, it, zhCN as zhCNDates } from 'date-fns/locale';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PICKER_DATE_FORMAT } from '@/lib/format';

const dateLocales = { en: enUS, zh: zhCNDates, es, fr, it, ar };
const pickerTexts: Record<string, Partial<PickersLocaleText> | undefined> = {
  zh: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  it: itIT.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The pickers' language: date-fns formats the calendar, MUI X names the
 * controls. MUI X has no Arabic texts, so those come from this namespace.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language.slice(0, 2) as keyof typeof dateLocales;
  const arabic: Partial<PickersLocaleText> = {
    year: t('dates.year'),
    month: t('dates.month'),
    day: t('dates.day'),
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    fieldClearLabel: t('dates.clear'),
    clearButtonLabel: t('dates.clear'),
    cancelButtonLabel: t('dates.cancel'),
    okButtonLabel: t('dates.ok'),
    todayButtonLabel: t('dates.today'),
    datePickerToolbarTitle: t('dates.choose'),
    openDatePickerDialogue: (formatted) => (formatted ? t('dates.chosen', { date: formatted }) : t('dates.choose')),
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocales[language] ?? enUS}
      localeText={language === 'ar' ? arabic : pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A UTC calendar day as the picker's (local) date. */
const toPicker = (iso: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!day) return null;
  // setFullYear, not the constructor, which reads years 0-99 as 1900-1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return date;
};
/** MUI X's own lower bound: a year typed so far ("0002" on the way to 2027) is not a date yet. */
const FIRST_YEAR = 1900;
const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface UtcDateFieldProps {
  label: string;
  /** An RFC 3339 instant, or ''. */
  value: string;
  /** The instant of the chosen day: its start, or its last second (for an end date). */
  onChange: (value: string) => void;
  endOfDay?: boolean;
  /** The first day that may be chosen (`YYYY-MM-DD`, UTC). */
  minDay: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * A notification date (spec 5: no past dates; the end not before the
 * start), typed as MM-dd-yyyy or picked from a calendar. Notification dates
 * are UTC (`startDateUtc`), so the field works in UTC days; an unchanged day
 * keeps the instant it had.
 */
export function UtcDateField({
  label,
  value,
  onChange,
  endOfDay,
  minDay,
  required,
  error,
  helperText,
}: UtcDateFieldProps) {
  // The field holds what is being typed (an unfinished year, an invalid day);
  // the form hears only about whole dates. A value changed from outside (a
  // rule clearing the end date) replaces what the field holds.
  const [draft, setDraft] = useState<Date | null>(() => toPicker(value));
  const [known, setKnown] = useState(value);
  if (known !== value) {
    setKnown(value);
    if (!(draft && value.startsWith(dayText(draft)))) setDraft(toPicker(value));
  }
  const min = useMemo(() => toPicker(minDay) ?? undefined, [minDay]);
  return (
    <DatePicker
      label={label}
      format={PICKER_DATE_FORMAT}
      value={draft}
      minDate={min}
      onChange={(date) => {
        setDraft(date);
        // Cleared, or not a whole date yet: the form has no date (and says so if one is required).
        if (!date || Number.isNaN(date.getTime()) || date.getFullYear() < FIRST_YEAR) {
          if (value !== '') {
            setKnown('');
            onChange('');
          }
          return;
        }
        const day = dayText(date);
        if (value.startsWith(day)) return;
        const next = `${day}T${endOfDay ? '23:59:59' : '00:00:00'}Z`;
        setKnown(next);
        onChange(next);
      }}
      slotProps={{
        textField: { required, error, helperText, fullWidth: true },
        field: { clearable: true },
      }}
    />
  );
}
