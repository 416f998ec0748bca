import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiProblem } from './api-client';

/** The server's field errors (a 400 problem's `errors`), each field's messages as one sentence. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiProblem) || error.status !== 400) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]));
}

/**
 * Puts the server's field messages on the form's fields (react-admin's
 * setSubmissionErrors, flat). Returns whether any landed on a field the
 * form shows; when none did, the caller shows the problem as a whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const known = fields.find((name) => name === field);
    if (!known) continue;
    setError(known, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
