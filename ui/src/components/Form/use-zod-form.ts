import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, useForm, type UseFormProps } from 'react-hook-form';
import { z } from 'zod';

/**
 * The console's one way to hold a form: react-hook-form checked by a zod
 * schema. Every form behaves alike: a field says what is wrong once it has
 * been left (and then as it changes); Submit is always enabled, and
 * submitting with a wrong field marks every wrong field and focuses the
 * first, sending nothing. A schema's messages are translation keys
 * (`create:required`); a server's messages are shown as sent.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode' | 'reValidateMode'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The resolver's overloads cannot pick zod 4's for a schema type still open here.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}

/**
 * A choice the form starts without (a select at '', a picker at null) that
 * must be made: the empty value is refused with `message`, and the form's
 * output holds only what `schema` takes.
 */
export function chosen<T extends z.ZodType>(schema: T, message = 'common:errors.required') {
  return z.union([z.literal(''), z.null(), schema]).transform((value, context) => {
    if (value === '' || value === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value as z.output<T>;
  });
}
