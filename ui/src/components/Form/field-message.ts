import type { ReactNode } from 'react';
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

/**
 * One field of a `useZodForm` form as a control binds it: the field, and the text of its error.
 * `revalidates` names the fields a rule ties to this one (two lists an asset cannot be on at once):
 * a change here checks them again, by the form's own timing (react-hook-form's `deps`).
 */
export function useFormField<T extends FieldValues, O extends FieldValues>(
  control: Control<T, unknown, O>,
  name: Path<T>,
  messageValues?: Record<string, unknown>,
  revalidates?: readonly Path<T>[],
) {
  const rules = revalidates ? { deps: [...revalidates] } : undefined;
  const { field, fieldState } = useController({ control, name, rules });
  return { field, message: useFieldMessage()(fieldState.error, messageValues) };
}

/** How a text box or a select turns its text into the form's value, and who hears of a change. */
export interface InputFieldOptions {
  /** The placeholders of the field's error message (`{{max}}`). */
  messageValues?: Record<string, unknown>;
  /** The line under the field while it has no error. */
  helperText?: ReactNode;
  /** Turns what was typed into the field's text (a symbol in capitals). */
  parse?: (text: string) => string;
  /** The form keeps a number ('' stays '': nothing chosen), as a select of numbers does. */
  numeric?: boolean;
  /** Called with the new text after the form has taken it. */
  onValueChange?: (text: string) => void;
}

/**
 * A text box or a select (`FormTextField`, `FormSelectField`) bound to one
 * field of a form of the kit: the input's name, value, change, blur and ref
 * (for the focus on a failed submit), whether it shows an error, and the
 * line under it: the error's text, else the helper text, else a blank line
 * kept so the form does not jump when a message appears.
 */
export function useInputField<T extends FieldValues, O extends FieldValues>(
  control: Control<T, unknown, O>,
  name: Path<T>,
  { messageValues, helperText, parse, numeric = false, onValueChange }: InputFieldOptions = {},
) {
  const { field, message } = useFormField(control, name, messageValues);
  return {
    input: {
      name: field.name,
      value: (field.value as unknown) ?? '',
      onChange: (event: { target: { value: string } }) => {
        const text = parse ? parse(event.target.value) : event.target.value;
        field.onChange(numeric && text !== '' ? Number(text) : text);
        onValueChange?.(text);
      },
      onBlur: field.onBlur,
      inputRef: field.ref,
    },
    error: Boolean(message),
    helperText: message ?? helperText ?? ' ',
  };
}
