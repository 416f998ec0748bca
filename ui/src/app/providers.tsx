import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { RouteTableContext } from '@/components/route-table';
import { directionOf } from '@/i18n/languages';
import { type Direction, useDirectionCache } from '@/lib/direction-cache';
import { ApiProblem } from '@/lib/api-client';
import { themeColorKey, themeColourFor, useSettings } from '@/lib/settings';
import { storageKeys } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { useSession } from '@/lib/use-session';

import { routeTableFor } from './routes/app-routes';
import { buildTheme } from './theme';

export type { Direction };

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

/**
 * Theme, direction and styling, following the language, the environment and
 * the light/dark switch. `direction` forces one (Storybook's direction toolbar
 * lays English out right to left, to check mirroring with readable text).
 */
export function ThemeProviders({ children, direction: forced }: { children: ReactNode; direction?: Direction }) {
  const language = useLanguage();
  const direction = forced ?? directionOf(language);
  const { mode } = useSettings();
  const colour = themeColourFor(useSession()?.environment ?? null);
  const theme = useMemo(() => buildTheme(direction, mode, colour), [direction, mode, colour]);
  const cache = useDirectionCache(direction);
  useEffect(() => {
    try {
      localStorage.setItem(storageKeys.themeColor, themeColorKey(mode, colour));
    } catch {
      // The theme still applies; it is just not remembered.
    }
  }, [mode, colour]);
  return (
    <CacheProvider value={cache}>
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
