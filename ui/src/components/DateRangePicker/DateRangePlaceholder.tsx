import CalendarIcon from '@mui/icons-material/CalendarToday';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import { parseIsoDate } from '@/components/DateField/dates';
import { formatPickerDate } from '@/lib/format';

import type { DateRange } from './DateRangePicker';

/**
 * What stands in for `DateRangePicker` while its chunk (MUI X's pickers) is
 * on its way: the same two fields, at the same size and with the same labels
 * and dates, disabled, so the filter row does not grow when the picker
 * arrives. It imports nothing of the picker, only its type.
 */
export function DateRangePlaceholder({ value }: { value: DateRange }) {
  const { t } = useTranslation('listing');
  const field = (label: string, date: string) => {
    const parsed = parseIsoDate(date);
    return (
      <TextField
        label={label}
        value={parsed ? formatPickerDate(parsed) : ''}
        disabled
        size="small"
        sx={{ width: 200 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" disabled tabIndex={-1} aria-hidden>
                  <CalendarIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-busy="true">
      {field(t('dates.start'), value.start)}
      {field(t('dates.end'), value.end)}
    </Stack>
  );
}
