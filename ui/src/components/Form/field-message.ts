import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { TextKey } from '@/components/Listing/text-key';

/** What a field's error holds: a schema's translation key, or (type `server`) the server's own words. */
export interface FieldProblem {
  type?: string;
  message?: string;
}

/**
 * The text of a field's error: a schema message is a translation key
 * (with `values` for its placeholders), a server message is shown as sent.
 */
export function useFieldMessage() {
  const { t } = useTranslation();
  // A schema picks its message key at run time: the key's own type cannot follow it here.
  const translate = t as unknown as (key: TextKey, values?: Record<string, unknown>) => string;
  return (error: FieldProblem | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return translate(error.message as TextKey, values);
  };
}

/** One field of a `useZodForm` form as a control binds it: the field, and the text of its error. */
export function useFormField<T extends FieldValues, O extends FieldValues>(
  control: Control<T, unknown, O>,
  name: Path<T>,
  messageValues?: Record<string, unknown>,
) {
  const { field, fieldState } = useController({ control, name });
  return { field, message: useFieldMessage()(fieldState.error, messageValues) };
}
