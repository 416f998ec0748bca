import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';

import { PageLoader } from '@/components/PageLoader';

import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProviders>
  );
}
