import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import './app/fonts';

import { App } from './app/App';
import { initI18n } from './i18n';
import { followLanguage } from './lib/script-fonts';

/**
 * Offline mode (`make offline`): the API is answered in the browser by MSW,
 * and a badge says so. Returns what to draw over the console.
 */
async function startOfflineApi(): Promise<ReactNode> {
  if (import.meta.env.MODE !== 'offline') return null;
  // MSW records where each of its few hundred handlers was declared by formatting a stack trace
  // (for `worker.listHandlers()`, which the console never calls): that was a tenth of the CPU of an
  // offline page load (docs/benchmarks.md). No stack traces while the handlers are built.
  const V8Error = Error as { stackTraceLimit?: number };
  const stackTraceLimit = V8Error.stackTraceLimit;
  V8Error.stackTraceLimit = 0;
  const [{ startWorker }, { OfflineBadge }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/OfflineBadge'),
  ]).finally(() => {
    V8Error.stackTraceLimit = stackTraceLimit;
  });
  await startWorker();
  return <OfflineBadge />;
}

async function main() {
  followLanguage(initI18n());
  const overlay = await startOfflineApi();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to mount the console into.');
  createRoot(root).render(
    <StrictMode>
      <App overlay={overlay} />
    </StrictMode>,
  );
}

void main();
