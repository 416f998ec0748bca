import { type FieldErrors, type FieldValues, type Resolver, useForm, type UseFormProps } from 'react-hook-form';

/** What a form's options may set: the kit sets how and when it checks. */
export type ConsoleFormOptions<I extends FieldValues, O extends FieldValues> = Omit<
  UseFormProps<I, unknown, O>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * The console's one way to hold a form: react-hook-form checked by a
 * resolver. Every form behaves alike: a field says what is wrong once it has
 * been left (and then as it changes); Submit is always enabled, and
 * submitting with a wrong field marks every wrong field and focuses the
 * first, sending nothing. A check's messages are translation keys
 * (`create:required`); a server's messages are shown as sent.
 *
 * Forms state their rules with a zod schema (`useZodForm`), or, where the
 * rules are a few required fields and the page is on every visit's first
 * load (sign-in), with a plain check (`useCheckedForm`), which loads no
 * validator at all (issue 26).
 */
export function useConsoleForm<I extends FieldValues, O extends FieldValues>(
  resolver: Resolver<I, unknown, O>,
  options: ConsoleFormOptions<I, O> = {},
) {
  return useForm<I, unknown, O>({ ...options, mode: 'onTouched', reValidateMode: 'onChange', resolver });
}

/**
 * A form's rules as a plain function: it returns the values to submit (for
 * instance trimmed), or the translation key of what is wrong with each wrong field.
 */
export type FormCheck<T extends FieldValues> = (
  values: T,
) => { values: T } | { problems: Partial<Record<keyof T & string, string | undefined>> };

/** A form of the kit (`useConsoleForm`) whose rules are a plain check rather than a schema. */
export function useCheckedForm<T extends FieldValues>(check: FormCheck<T>, options: ConsoleFormOptions<T, T> = {}) {
  const resolver: Resolver<T, unknown, T> = (values) => {
    const result = check(values);
    if ('values' in result) return { values: result.values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(result.problems)) {
      if (message) errors[name] = { type: 'check', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as unknown as FieldErrors<T> };
  };
  return useConsoleForm(resolver, options);
}
