/**
 * Wraps an async task so that callers arriving while it runs share that one
 * run: on a 401, every call in flight waits for the same token refresh
 * instead of starting its own (spec 8; refresh tokens rotate, so a second
 * refresh with the same token would be a replay and revoke the chain).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
