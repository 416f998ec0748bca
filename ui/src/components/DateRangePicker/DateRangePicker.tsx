import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField, type IsoDate, type RangeProblem, rangeProblem } from '@/components/DateField';

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

/**
 * The start and end dates of a listing (spec 5): two date fields with no
 * future dates, and the 'Be Careful With The Date' dialog when a date would
 * cross the other, which leaves the range as it was.
 */
export function DateRangePicker({ value, onChange, today }: DateRangePickerProps) {
  const { t } = useTranslation('listing');
  const [warning, setWarning] = useState<RangeProblem | null>(null);
  const titleId = useId();

  const pick = (which: 'start' | 'end') => (picked: IsoDate) => {
    const problem = picked === '' ? null : rangeProblem(which, picked, value);
    if (problem) {
      setWarning(problem);
      return false;
    }
    onChange({ ...value, [which]: picked });
    return true;
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateField label={t('dates.start')} value={value.start} onChange={pick('start')} today={today} disableFuture />
      <DateField label={t('dates.end')} value={value.end} onChange={pick('end')} today={today} disableFuture />
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
