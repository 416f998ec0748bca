import { setupWorker } from 'msw/browser';

import { http, HttpResponse } from './http';
import { offlineHandlers } from './offline-handlers';
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
  const worker = setupWorker(...offlineHandlers, apiDocs);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
