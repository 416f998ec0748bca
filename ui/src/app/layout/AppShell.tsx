import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { PageLoader } from '@/components/PageLoader';
import { Toaster } from '@/components/Toaster';
import type { Session } from '@/lib/session';
import { useSettings } from '@/lib/settings';

import { ErrorBoundary } from '../routes/ErrorBoundary';
import { ImpersonationBanner, NetworkErrorBanner, VersionNotice } from './Banners';
import { Footer } from './Footer';
import { Header } from './Header';
import { HorizontalNav } from './HorizontalNav';
import { Sidebar } from './Sidebar';
import { StableNavigateProvider } from './stable-navigate';
import { Tour } from './Tour';

const DRAWER_WIDTH = 264;

/**
 * The page of the current route. It alone follows the location here, so a
 * change of the URL's query (a listing's page, sort, filters) re-renders the
 * page, not the shell around it (issue 12: click to rows).
 */
function RouteContent() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The frame of every /app page: header, sidebar, content and footer (spec 2).
 * The drawer is permanent from 1200 px (MUI's `lg`, where the toggle
 * collapses it) and temporary below, and always temporary with the
 * horizontal navigation style (spec 4).
 */
export function AppShell({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'common']);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { navigationStyle } = useSettings();
  const horizontal = navigationStyle === 'horizontal';
  const permanent = wide && !horizontal;
  const [temporaryOpen, setTemporaryOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const drawerOpen = permanent ? !collapsed : temporaryOpen;
  const docked = permanent && !collapsed;
  // Kept callbacks: the header and the sidebar are memoised, so a page turn leaves them be.
  const toggleDrawer = useCallback(
    () => (permanent ? setCollapsed((value) => !value) : setTemporaryOpen((value) => !value)),
    [permanent],
  );
  const closeTemporary = useCallback(() => setTemporaryOpen(false), []);

  return (
    <StableNavigateProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Link
          href="#main"
          sx={{
            position: 'absolute',
            insetInlineStart: 8,
            top: -48,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            p: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('skipToContent')}
        </Link>
        <AppBar
          position="fixed"
          color="default"
          elevation={0}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            width: docked ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%',
            marginInlineStart: docked ? `${DRAWER_WIDTH}px` : 0,
          }}
        >
          <Header session={session} drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} />
          {horizontal && wide && <HorizontalNav session={session} />}
        </AppBar>
        <Box component="div" sx={{ width: docked ? DRAWER_WIDTH : 0, flexShrink: 0 }}>
          <Drawer
            id="app-drawer"
            variant={permanent ? 'persistent' : 'temporary'}
            open={drawerOpen}
            onClose={closeTemporary}
            // MUI mirrors a left drawer to the right when the theme is right to left.
            anchor="left"
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            // The temporary drawer is a modal dialog; it needs a name like any dialog.
            slotProps={{ root: { keepMounted: true }, paper: { 'aria-label': t('navigation') } }}
          >
            <Sidebar session={session} onNavigate={closeTemporary} />
          </Drawer>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          {horizontal && wide && <Box sx={{ height: 45 }} />}
          <ImpersonationBanner session={session} />
          <NetworkErrorBanner />
          <VersionNotice />
          <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
            <RouteContent />
          </Box>
          <Footer environment={session.environment} />
        </Box>
        <Tour />
        <Toaster />
      </Box>
    </StableNavigateProvider>
  );
}
