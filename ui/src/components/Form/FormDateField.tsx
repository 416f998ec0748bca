import type { Control, FieldValues, Path } from 'react-hook-form';

import { DateField, type DateFieldProps, type IsoDate } from '@/components/DateField';

import { useFormField } from './field-message';

export type FormDateFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'error' | 'name' | 'focusRef'
> & {
  control: Control<T, unknown, O>;
  /** A field holding the date as `YYYY-MM-DD` ('' for none), unless `toDay` and `fromDay` say otherwise. */
  name: Path<T>;
  /** The day the field's value falls on (an instant's UTC day); the value itself by default. */
  toDay?: (value: string) => IsoDate;
  /** The value a chosen day is kept as (that day's first or last instant); the day itself by default. */
  fromDay?: (day: IsoDate) => string;
  /** Called with the new value after the form has taken it. */
  onValueChange?: (value: string) => void;
};

/**
 * The shared date field (MM-dd-yyyy, its limits) bound to one field of a
 * form of the kit: its value, its error and its focus on a failed submit
 * (the month) come from the form.
 */
export function FormDateField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  toDay = (value) => value,
  fromDay = (day) => day,
  onValueChange,
  ...props
}: FormDateFieldProps<T, O>) {
  const { field, message } = useFormField(control, name);
  const value = (field.value as string | undefined) ?? '';
  return (
    <DateField
      {...props}
      name={field.name}
      value={toDay(value)}
      onChange={(day) => {
        const next = day === '' ? '' : fromDay(day);
        field.onChange(next);
        field.onBlur();
        onValueChange?.(next);
      }}
      error={message}
      focusRef={field.ref}
    />
  );
}
