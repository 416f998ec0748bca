import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';

import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { PageLoader } from '@/components/PageLoader';
import type { Session } from '@/lib/session';

import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const DRAWER_WIDTH = 264;

/**
 * The frame of every /app page: header, sidebar, content and footer (spec 2).
 * The drawer is permanent from 1200 px (MUI's `lg`) and temporary below.
 */
export function AppShell({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'common']);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const drawerOpen = wide || open;

  return (
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
          width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` },
          marginInlineStart: { lg: `${DRAWER_WIDTH}px` },
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={open ? t('closeMenu') : t('openMenu')}
              aria-expanded={open}
              aria-controls="app-drawer"
              onClick={() => setOpen((value) => !value)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 700, flexGrow: 1 }}
            aria-label={`${t('common:appName')} — ${t('home')}`}
          >
            {t('common:appName')}
          </Link>
          <LanguageSwitcher />
          <UserMenu session={session} />
        </Toolbar>
      </AppBar>
      <Box component="div" sx={{ width: { lg: DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
        <Drawer
          id="app-drawer"
          variant={wide ? 'permanent' : 'temporary'}
          open={drawerOpen}
          onClose={() => setOpen(false)}
          // MUI mirrors a left drawer to the right when the theme is right to left.
          anchor="left"
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          slotProps={{ root: { keepMounted: true } }}
        >
          <Sidebar session={session} onNavigate={() => setOpen(false)} />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer environment={session.environment} />
      </Box>
    </Box>
  );
}
