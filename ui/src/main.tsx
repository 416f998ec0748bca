import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import './app/fonts';

import { App } from './app/App';
import { initI18n } from './i18n';

/** Offline mode (`npm run dev:offline`): the API is answered in the browser by MSW. */
async function startOfflineApi() {
  if (import.meta.env.MODE !== 'offline') return;
  const { startWorker } = await import('./mocks/browser');
  await startWorker();
}

async function main() {
  initI18n();
  await startOfflineApi();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to mount the console into.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
