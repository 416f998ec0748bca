import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { useInputField } from './field-message';

/** A choice of a select field: the form's value and what the option shows. */
export interface FieldOption {
  value: string | number;
  label: ReactNode;
}

export type FormSelectFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The choices. */
  options: readonly FieldOption[];
  /** The placeholders of the field's error message (`{{max}}`). */
  messageValues?: Record<string, unknown>;
  /** Called with the new value after the form has taken it (to reset a server answer, or set a field that follows). */
  onValueChange?: (value: string) => void;
};

/**
 * A choice among `options` bound to one field of a form of the kit
 * (`useConsoleForm`), as `FormTextField` binds a text box: its value, its
 * error (in place of the helper text while there is one) and its focus on a
 * failed submit come from the form.
 */
export function FormSelectField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  options,
  messageValues,
  onValueChange,
  helperText,
  ...props
}: FormSelectFieldProps<T, O>) {
  const field = useInputField(control, name, {
    messageValues,
    helperText,
    numeric: options.some((option) => typeof option.value === 'number'),
    onValueChange,
  });
  return (
    <TextField fullWidth {...props} {...field.input} select error={field.error} helperText={field.helperText}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
