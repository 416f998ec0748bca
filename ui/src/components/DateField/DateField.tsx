import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldSelectedSections, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { directionOf } from '@/i18n/languages';
import { formatPickerDate, PICKER_DATE_FORMAT } from '@/lib/format';

import { type DateLimits, isoDateOf, type IsoDate, limitProblem, parseIsoDate, todayIso } from './dates';
import { DateLocalization } from './localization';

export interface DateFieldProps extends DateLimits {
  /** The field's visible label and accessible name (the group around the month, day and year). */
  label: string;
  /** The date as `YYYY-MM-DD`; '' for none. */
  value: IsoDate;
  /**
   * A complete date within the limits, or '' when the field is cleared.
   * Returning `false` refuses it (the caller explains why, e.g. 'Be Careful
   * With The Date'): the field goes back to the current value.
   */
  onChange: (value: IsoDate) => unknown;
  /** Today, as `YYYY-MM-DD`; the browser's date unless a story or a test fixes it. */
  today?: IsoDate;
  /** A message from outside (a form's validation), shown under the field. */
  error?: string;
  /** A hint under the field while there is no message (e.g. that the day is in UTC). */
  hint?: string;
  /** Takes the width of its container (a dialog's grid cell) instead of a filter's fixed width. */
  fullWidth?: boolean;
  /** `small` in a listing's filters; `medium` beside a form's other fields. */
  size?: 'small' | 'medium';
  required?: boolean;
  name?: string;
  /** Given what focuses the field (its month), for a form to focus it on a failed submit. */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/** The year's place among the field's sections (MM-dd-yyyy). */
const YEAR_SECTION = 2;

/** A date whose year has all four digits: until then the user is still typing it. */
const isComplete = (date: Date) => !Number.isNaN(date.getTime()) && date.getFullYear() >= 1000;

/**
 * One date, on MUI X's date picker: typed as MM-dd-yyyy (spec 5, 9), the
 * digits filling the month, day and year in turn (01012020), or chosen from
 * the calendar, in the console's language and direction. Limits (no future,
 * no past, a minimum, a maximum) grey out the calendar and refuse a typed
 * date with a message; `onChange` only ever sees a whole, allowed date.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, error, hint, fullWidth, size = 'small', required, name, focusRef } = props;
  const { t, i18n } = useTranslation('listing');
  const today = props.today ?? todayIso();
  const [draft, setDraft] = useState<Date | null>(() => parseIsoDate(value));
  const [problem, setProblem] = useState<string | null>(null);
  // MUI's hidden input holds the field's text, e.g. `11-05-YYYY` while the year is still missing.
  const text = useRef<HTMLInputElement>(null);
  // A new value from outside (a link, a preset, a cleared range) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(parseIsoDate(value));
    setProblem(null);
  }

  const messages = {
    future: t('dates.future'),
    past: t('dates.past'),
    tooEarly: t('dates.tooEarly', { date: shownDate(props.minDate) }),
    tooLate: t('dates.tooLate', { date: shownDate(props.maxDate) }),
  };
  /** Offers a whole date (or none) to the caller, after the field's own limits. */
  const commit = (date: Date | null) => {
    if (date === null) {
      if (value !== '') onChange('');
      return;
    }
    const iso = isoDateOf(date);
    const limit = limitProblem(iso, props, today);
    if (limit) setProblem(messages[limit]);
    else if (iso !== value && onChange(iso) === false) setDraft(parseIsoDate(value));
  };
  // Typing 01012020 passes through whole dates (01-23-2026, 01-01-2026) before the year is
  // typed; a typed date is offered once its year is, or when the field is left, so a range
  // never warns about a date the user has not finished typing.
  // MUI moves to the next section before it reports the date, so the section typed in is
  // read when the key goes down.
  const section = useRef<FieldSelectedSections>(null);
  const typedIn = useRef<FieldSelectedSections>(null);
  // Typing into an empty field starts at the month wherever it was clicked: clicked in its
  // middle (the day), 11202026 would otherwise fill the day and then only the year.
  const [selected, setSelected] = useState<FieldSelectedSections>(null);
  const clicked = useRef(false);
  const select = (next: FieldSelectedSections) => {
    const empty = !/\d/.test(text.current?.value ?? '');
    const chosen = clicked.current && empty && typeof next === 'number' ? 0 : next;
    section.current = chosen;
    setSelected(chosen);
  };
  const change = (date: Date | null, context: PickerChangeHandlerContext<unknown>) => {
    setDraft(date);
    setProblem(null);
    // A pick from the calendar is whole at once (`view`); keys report `field` or `unknown`.
    const typing = context.source !== 'view' && typedIn.current !== YEAR_SECTION;
    if (date === null ? !typing : isComplete(date) && !typing) commit(date);
  };
  const leave = () => {
    const typed = text.current?.value ?? '';
    const partial = /\d/.test(typed) && !/^\d{2}-\d{2}-\d{4}$/.test(typed);
    if (partial || (draft && !isComplete(draft))) setProblem(t('dates.incomplete'));
    else commit(draft);
  };

  const min = props.disablePast ? maxOf(today, props.minDate) : props.minDate;
  const max = props.disableFuture ? minOf(today, props.maxDate) : props.maxDate;
  const dir = directionOf(i18n.language);
  const shownError = error ?? problem;
  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={draft}
        onChange={change}
        selectedSections={selected}
        onSelectedSectionsChange={select}
        format={PICKER_DATE_FORMAT}
        minDate={parseIsoDate(min ?? '') ?? undefined}
        maxDate={parseIsoDate(max ?? '') ?? undefined}
        slotProps={{
          textField: {
            size,
            name,
            required,
            error: Boolean(shownError),
            helperText: shownError ?? hint,
            fullWidth,
            inputRef: (input: HTMLInputElement | null) => {
              text.current = input;
              // MUI's hidden input sits beside the month, day and year: focusing the field is focusing the month.
              const root = input?.parentElement;
              focusRef?.(
                root ? { focus: () => root.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() } : null,
              );
            },
            onBlur: leave,
            onMouseDownCapture: () => {
              clicked.current = true;
            },
            onKeyDown: (event) => {
              clicked.current = false;
              typedIn.current = section.current;
              if (event.key === 'Enter') leave();
            },
            sx: fullWidth ? undefined : { width: 200 },
          },
          openPickerButton: { 'aria-label': t('dates.open', { label }) },
          // The calendar opens in a portal outside the page's direction (patterns: PickersRTL).
          desktopPaper: { dir },
          mobilePaper: { dir },
        }}
      />
    </DateLocalization>
  );
}

/** A limit as the field shows dates, MM-dd-yyyy. */
const shownDate = (iso: IsoDate | undefined) => {
  const date = parseIsoDate(iso ?? '');
  return date ? formatPickerDate(date) : '';
};
const maxOf = (a: IsoDate, b: IsoDate | undefined) => (b && b > a ? b : a);
const minOf = (a: IsoDate, b: IsoDate | undefined) => (b && b < a ? b : a);
