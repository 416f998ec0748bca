import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface FormReadOnlyFieldProps {
  label: ReactNode;
  /** What the record holds (a code, an enumeration's label): shown, never sent. */
  value: string;
  /** The line under the field (why it cannot change); a blank line by default, as under the form's fields. */
  helperText?: ReactNode;
  /** The value's direction: `auto` reads a Latin code left to right in Arabic too. */
  dir?: 'ltr' | 'rtl' | 'auto';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A value of the record a form edits that the form shows but does not edit
 * (an asset's symbol): a labelled, read-only text box beside the form's
 * fields, in their shape (`FormTextField`) and with their line under it. It
 * is read-only, not disabled: its text and line keep the theme's contrast,
 * and it can be reached and read with the keyboard. A dashed outline tells
 * it from a field that takes typing.
 */
export function FormReadOnlyField({
  label,
  value,
  helperText,
  dir = 'auto',
  fullWidth = true,
  sx,
}: FormReadOnlyFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        readOnly
        fullWidth={fullWidth}
        aria-describedby={helperId}
        inputProps={{ dir }}
        sx={{ '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' } }}
      />
      <FormHelperText id={helperId}>{helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
