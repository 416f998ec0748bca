import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormSwitchFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** A yes/no field. */
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
  /** Called with the new value after the form has taken it. */
  onValueChange?: (checked: boolean) => void;
}

/** A labelled switch bound to one yes/no field of a `useZodForm` form. */
export function FormSwitchField<T extends FieldValues, O extends FieldValues>(props: FormSwitchFieldProps<T, O>) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            props.onValueChange?.(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
