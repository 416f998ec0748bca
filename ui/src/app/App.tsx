import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';

import { PageLoader } from '@/components/PageLoader';

import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** The console. `overlay` is drawn over every page (the offline console's badge). */
export function App({ overlay }: { overlay?: ReactNode }) {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {overlay}
      </Suspense>
    </AppProviders>
  );
}
