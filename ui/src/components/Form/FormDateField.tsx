import type { Control, FieldValues, Path } from 'react-hook-form';

import { DateField, type DateFieldProps } from '@/components/DateField';

import { useFormField } from './field-message';

export type FormDateFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'error' | 'name'
> & {
  control: Control<T, unknown, O>;
  /** A field holding the date as `YYYY-MM-DD` ('' for none). */
  name: Path<T>;
  /** Called with the new date after the form has taken it. */
  onValueChange?: (value: string) => void;
};

/** The shared date field (MM-dd-yyyy, its limits) bound to one field of a `useZodForm` form. */
export function FormDateField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: FormDateFieldProps<T, O>) {
  const { field, message } = useFormField(control, name);
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
        onValueChange?.(value);
      }}
      error={message}
    />
  );
}
