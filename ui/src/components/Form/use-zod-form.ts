import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, useForm, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The console's one way to hold a form: react-hook-form checked by a zod
 * schema. Every form behaves alike: a field says what is wrong once it has
 * been left (and then as it changes); Submit is always enabled, and
 * submitting with a wrong field marks every wrong field and focuses the
 * first, sending nothing. A schema's messages are translation keys
 * (`create:required`); a server's messages are shown as sent.
 *
 * It takes a schema of either zod API: `zod` (`z.string().min(1, ...)`), or
 * `zod/mini` (`z.string().check(z.minLength(1, ...))`), whose functions the
 * bundler keeps only when used. The sign-in form, on the first load of every
 * visit, is written with `zod/mini` (issue 26: 25 KB less than `zod`); this
 * module imports neither, so a form loads only the one it uses.
 */
export function useZodForm<S extends z.$ZodType<FieldValues, FieldValues>>(
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
