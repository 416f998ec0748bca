import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { RouteTableContext } from '@/components/route-table';
import { directionOf } from '@/i18n/languages';
import { ApiProblem } from '@/lib/api-client';
import { themeColorKey, themeColourFor, useSettings } from '@/lib/settings';
import { storageKeys } from '@/lib/storage-keys';
import { useSession } from '@/lib/use-session';

import { routeTableFor } from './routes/app-routes';
import { buildTheme } from './theme';

// Emotion caches per direction: the RTL one flips every margin, padding and
// position that MUI writes, so Arabic mirrors the whole layout.
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a network blip might.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiProblem && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

export type Direction = 'ltr' | 'rtl';

/**
 * Theme, direction and styling, following the language, the environment and
 * the light/dark switch. `direction` forces one (Storybook's direction toolbar
 * lays English out right to left, to check mirroring with readable text).
 */
export function ThemeProviders({ children, direction: forced }: { children: ReactNode; direction?: Direction }) {
  const { i18n } = useTranslation();
  const direction = forced ?? directionOf(i18n.language);
  const { mode } = useSettings();
  const colour = themeColourFor(useSession()?.environment ?? null);
  const theme = useMemo(() => buildTheme(direction, mode, colour), [direction, mode, colour]);
  useEffect(() => {
    try {
      localStorage.setItem(storageKeys.themeColor, themeColorKey(mode, colour));
    } catch {
      // The theme still applies; it is just not remembered.
    }
  }, [mode, colour]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * Everything a screen needs around it: data, theme, direction, and the route
 * table of the signed-in user (titles, and whether a link leads anywhere).
 */
export function AppProviders({
  children,
  queryClient,
  direction,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  direction?: Direction;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const session = useSession();
  const signedOut = session === null;
  const routeTable = useMemo(() => routeTableFor(session), [session]);
  useEffect(() => {
    // However the session ended (logout, refused refresh, another tab), the next user sees none of its data.
    if (signedOut) client.clear();
  }, [signedOut, client]);
  return (
    <QueryClientProvider client={client}>
      <RouteTableContext value={routeTable}>
        <ThemeProviders direction={direction}>{children}</ThemeProviders>
      </RouteTableContext>
    </QueryClientProvider>
  );
}
