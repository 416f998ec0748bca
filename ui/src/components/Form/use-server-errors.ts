import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { applyServerErrors } from '@/lib/field-errors';

/**
 * A form dialog's answer to a refused submission: the server's field messages go onto the form's
 * fields (`applyServerErrors`, focusing the first), and `placed` says whether any did, so the dialog
 * shows the refusal as a whole (`FormDialog`'s `problem`) only when none landed on a field.
 * (`FormPage` reads the form's errors for the same choice.)
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Partial<Record<string, Path<T>>>,
) {
  const [placed, setPlaced] = useState(false);
  return { placed, onError: (error: unknown) => setPlaced(applyServerErrors(error, fields, setError)) };
}
