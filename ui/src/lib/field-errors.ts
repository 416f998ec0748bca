import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiProblem, serverWords } from './api-client';

/**
 * The server's field errors (a 400 problem's `errors`), each field's
 * messages as one sentence in plain words. The console's one reading of
 * them: forms put them on their fields with {@link applyServerErrors}.
 */
export function serverFieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiProblem) || error.status !== 400) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, serverWords(messages.join(' '))]),
  );
}

/**
 * Puts the server's field messages on the form's fields (react-admin's
 * setSubmissionErrors, flat), focusing the first. `fields` maps the server's
 * field names to the form's, where they differ. Returns whether any landed
 * on a field the form shows; when none did, the caller shows the problem as
 * a whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[] | Partial<Record<string, Path<T>>>,
  setError: UseFormSetError<T>,
): boolean {
  const formField = (server: string): Path<T> | undefined =>
    Array.isArray(fields)
      ? (fields as readonly Path<T>[]).find((name) => name === server)
      : (fields as Partial<Record<string, Path<T>>>)[server];
  let placed = false;
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const known = formField(field);
    if (!known || !message) continue;
    setError(known, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
