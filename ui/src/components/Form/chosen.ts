import { z } from 'zod';

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
