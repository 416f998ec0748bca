import { setupWorker } from 'msw/browser';

import { http, HttpResponse } from './http';
import { persistOfflineData } from './store';

/**
 * The OpenAPI document, served offline as the mock server serves it (the
 * offline Swagger UI reads it). Loaded on first request: it is large.
 */
const apiDocs = http.untyped.get('/api-docs/openapi.json', async () => {
  const document = await import('@openapi/openapi.json');
  return HttpResponse.json(document.default);
});

/**
 * Offline mode: answers the API in the browser with the fixture world, and
 * keeps what is written in this browser's storage across reloads. The
 * session's scenario and fault rules come first, as on the mock server.
 */
export async function startWorker() {
  persistOfflineData();
  // MSW records where each of its few hundred handlers was declared by formatting a stack trace
  // (for `worker.listHandlers()`, which nothing here calls): that was a tenth of the CPU of an
  // offline page load (docs/benchmarks.md). No stack traces while the handlers are built, for
  // the console and the offline Swagger UI alike.
  const V8Error = Error as { stackTraceLimit?: number };
  const stackTraceLimit = V8Error.stackTraceLimit;
  V8Error.stackTraceLimit = 0;
  const { offlineHandlers } = await import('./offline-handlers').finally(() => {
    V8Error.stackTraceLimit = stackTraceLimit;
  });
  const worker = setupWorker(...offlineHandlers, apiDocs);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
