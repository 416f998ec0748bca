import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type ReactNode, useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { useFormField } from './field-message';

export interface FormSwitchFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** A yes/no field. */
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
  /** A switch (a setting that applies, the default) or a checkbox (one of several choices, as a form's channels). */
  look?: 'switch' | 'checkbox';
  /** Called with the new value after the form has taken it. */
  onValueChange?: (checked: boolean) => void;
  /** False where a group shows the message for its fields (a form's channels, under the pair). */
  showMessage?: boolean;
  /** The fields a rule ties to this one, checked again when it changes (`useFormField`). */
  revalidates?: readonly Path<T>[];
}

/**
 * A labelled switch or checkbox bound to one yes/no field of a form of the
 * kit: its value, its error (under it, and as its description) and its
 * focus on a failed submit come from the form, as for `FormTextField`.
 */
export function FormSwitchField<T extends FieldValues, O extends FieldValues>(props: FormSwitchFieldProps<T, O>) {
  const { field, message } = useFormField(props.control, props.name, undefined, props.revalidates);
  const messageId = useId();
  const shown = props.showMessage !== false && message;
  const Control = props.look === 'checkbox' ? Checkbox : Switch;
  return (
    <FormControl error={Boolean(message)} disabled={props.disabled}>
      <FormControlLabel
        label={props.label}
        control={
          <Control
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => {
              field.onChange(event.target.checked);
              props.onValueChange?.(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(message),
                'aria-describedby': shown ? messageId : undefined,
              } as object,
            }}
          />
        }
      />
      {shown && (
        <FormHelperText id={messageId} sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
