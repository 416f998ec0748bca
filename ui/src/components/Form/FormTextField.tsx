import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { useInputField } from './field-message';

export type FormTextFieldProps<T extends FieldValues, O extends FieldValues> = Pick<
  TextFieldProps,
  | 'label'
  | 'helperText'
  | 'id'
  | 'className'
  | 'sx'
  | 'fullWidth'
  | 'size'
  | 'required'
  | 'disabled'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The parts of the field, as TextField's `slotProps` name them. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
  /** The placeholders of the field's error message (`{{max}}`). */
  messageValues?: Record<string, unknown>;
  /** Turns what was typed into the field's value (a symbol in capitals). */
  parse?: (text: string) => string;
  /** Called with the new value after the form has taken it (to reset a server answer, or set a field that follows). */
  onValueChange?: (value: string) => void;
};

/**
 * A text box bound to one field of a form of the kit (`useConsoleForm`): its
 * value, its error (in place of the helper text while there is one) and its
 * focus on a failed submit come from the form. It is MUI's outlined
 * TextField put together from its parts, as TextField does it, without
 * TextField's select (Select, Menu, Popover, Modal): the sign-in form, on
 * every visit's first load, does not carry them (issue 26). A choice among
 * options is `FormSelectField`.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  messageValues,
  parse,
  onValueChange,
  helperText,
  label,
  id: givenId,
  className,
  sx,
  fullWidth = true,
  size,
  required,
  disabled,
  slotProps = {},
  ...input
}: FormTextFieldProps<T, O>) {
  const field = useInputField(control, name, { messageValues, helperText, parse, onValueChange });
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperId = `${id}-helper-text`;
  const hasLabel = label != null && label !== '';
  return (
    <FormControl
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      sx={sx}
      variant="outlined"
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      error={field.error}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperId}
        fullWidth={fullWidth}
        {...field.input}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      <FormHelperText id={helperId} {...slotProps.formHelperText}>
        {field.helperText}
      </FormHelperText>
    </FormControl>
  );
}
