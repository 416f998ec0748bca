import { ApiProblem } from '@/lib/api-client';

/** The server's field messages (a 400 problem's `errors`), by field, joined; none for other failures. */
export function serverFieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiProblem) || error.status !== 400) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]));
}
