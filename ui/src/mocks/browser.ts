import { setupWorker } from 'msw/browser';

import { allHandlers } from './handlers';

/** Offline mode: answers the API in the browser with the fixture world. */
export async function startWorker() {
  const worker = setupWorker(...allHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  return worker;
}
