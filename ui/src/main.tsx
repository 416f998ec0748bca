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
  const [{ startWorker }, { OfflineBadge }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/OfflineBadge'),
  ]);
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
