import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type DateProblem, dateProblem, fromDisplay, type IsoDate, toDisplay, todayIso } from './dates';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today, as `YYYY-MM-DD`; the browser's date unless a story or test fixes it. */
  today?: IsoDate;
}

interface DateFieldProps {
  label: string;
  value: IsoDate;
  max: IsoDate;
  /** Returns an error text to show when the date was refused. */
  onPick: (value: IsoDate) => string | null;
}

/**
 * One date: typed as MM-dd-yyyy (spec 5), or picked from the browser's own
 * calendar behind the button. A date is taken once it is complete and valid.
 */
function DateField({ label, value, max, onPick }: DateFieldProps) {
  const { t } = useTranslation('listing');
  const [text, setText] = useState(toDisplay(value));
  const [error, setError] = useState<string | null>(null);
  const native = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // A new value from outside (a link, a preset, a cleared range) replaces the text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(toDisplay(value));
  }

  const take = (iso: IsoDate | null, typed: string) => {
    if (typed.trim() === '') {
      setError(onPick(''));
      return;
    }
    if (!iso) {
      setError(t('dates.format'));
      return;
    }
    const problem = onPick(iso);
    setError(problem);
    if (problem) setText(toDisplay(value));
  };

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={t('dates.format')}
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(event) => {
        setText(event.target.value);
        const iso = fromDisplay(event.target.value);
        if (iso || event.target.value === '') take(iso, event.target.value);
      }}
      onBlur={() => take(fromDisplay(text), text)}
      sx={{ width: 190 }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', dir: 'ltr', 'aria-describedby': hintId, maxLength: 10 },
        formHelperText: { id: hintId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('dates.open', { label })}
                onClick={() => {
                  const input = native.current;
                  // showPicker is missing in older browsers and test DOMs; focusing still opens it by keyboard.
                  if (input && typeof input.showPicker === 'function') input.showPicker();
                  else input?.focus();
                }}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={native}
                type="date"
                tabIndex={-1}
                aria-hidden
                max={max}
                value={value}
                onChange={(event) => take(event.target.value || null, event.target.value)}
                style={{
                  position: 'absolute',
                  opacity: 0,
                  width: 1,
                  height: 1,
                  pointerEvents: 'none',
                  insetInlineEnd: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The start and end dates of a listing (spec 5): no future dates, MM-dd-yyyy,
 * and the 'Be Careful With The Date' dialog when the two cross.
 */
export function DateRangePicker({ value, onChange, today = todayIso() }: DateRangePickerProps) {
  const { t } = useTranslation('listing');
  const [warning, setWarning] = useState<Exclude<DateProblem, 'future'> | null>(null);
  const titleId = useId();

  const pick = (which: 'start' | 'end') => (picked: IsoDate) => {
    if (picked === '') {
      onChange({ ...value, [which]: '' });
      return null;
    }
    const problem = dateProblem(which, picked, value, today);
    if (problem === 'future') return t('dates.future');
    if (problem) {
      setWarning(problem);
      return null;
    }
    onChange({ ...value, [which]: picked });
    return null;
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateField label={t('dates.start')} value={value.start} max={today} onPick={pick('start')} />
      <DateField label={t('dates.end')} value={value.end} max={today} onPick={pick('end')} />
      <Dialog open={warning !== null} onClose={() => setWarning(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('dates.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{warning && t(`dates.${warning}`)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWarning(null)}>{t('dates.ok')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
