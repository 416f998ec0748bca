import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useIsFetching } from '@tanstack/react-query';
import { type Dispatch, memo, useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import type { Session } from '@/lib/session';
import { updateSettings, useSettings } from '@/lib/settings';

import { AppsLaunch } from './header/AppsLaunch';
import { type DropdownAction, type DropdownId, dropdownsReducer, DropdownsContext } from './header/dropdowns';
import { MessagesDropdown, NotificationsDropdown } from './header/FeedDropdowns';
import { HelpMenu } from './header/HelpMenu';
import { TimeZonePicker } from './header/TimeZonePicker';
import { UserMenu } from './header/UserMenu';

export interface HeaderProps {
  session: Session;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/**
 * The header (spec 2): menu toggle, logo, time zone, apps, language, the
 * light/dark switch, notifications, messages and the user menu. Dropdowns
 * open and close on their own; Escape, a click outside the header, or
 * navigating closes them all.
 */
export const Header = memo(function Header({ session, drawerOpen, onToggleDrawer }: HeaderProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { mode } = useSettings();
  const [open, dispatch] = useReducer(dropdownsReducer, new Set<DropdownId>());
  const dropdowns = useMemo(() => ({ isOpen: (id: DropdownId) => open.has(id), dispatch }), [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside a panel goes back to that panel's button (rendered just before it).
      const panel = document.activeElement?.closest('.MuiPopper-root');
      const button = panel?.previousElementSibling;
      dispatch({ type: 'closeAll' });
      if (button instanceof HTMLElement) button.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <DropdownsContext.Provider value={dropdowns}>
      <ClickAwayListener
        onClickAway={(event) => {
          // Clicks inside an open panel are not "away": panels render in a portal.
          // With none open, a click elsewhere (a listing's pager) leaves the header be.
          if (open.size === 0) return;
          const target = event.target as Element | null;
          if (target?.closest?.('.MuiPopper-root')) return;
          dispatch({ type: 'closeAll' });
        }}
      >
        <Box>
          <CloseOnNavigation dispatch={dispatch} />
          <FetchingBar label={t('common:loading')} />
          <Toolbar sx={{ gap: { xs: 0, sm: 0.5 } }}>
            <Tooltip title={drawerOpen ? t('closeMenu') : t('openMenu')}>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={drawerOpen ? t('closeMenu') : t('openMenu')}
                aria-expanded={drawerOpen}
                aria-controls="app-drawer"
                onClick={onToggleDrawer}
              >
                {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
            </Tooltip>
            <Link
              component={RouterLink}
              // The dashboard has no menu entry in spec 6; the logo leads to it (deviation K3).
              to="/app/dashboard/listing"
              color="inherit"
              underline="none"
              variant="h6"
              noWrap
              sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              aria-label={`${t('common:appName')} — ${t('home')}`}
            >
              <AccountBalanceIcon sx={{ color: 'primary.main', flexShrink: 0 }} aria-hidden />
              <Box
                component="span"
                sx={{ display: { xs: 'none', sm: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {t('common:appName')}
              </Box>
            </Link>
            <Box sx={{ flexGrow: 1 }} />
            <TimeZonePicker />
            {/* While impersonating, the token reads only the customer's own records: no staff screens or feeds. */}
            {!session.staff && <AppsLaunch session={session} />}
            <HelpMenu />
            <LanguageSwitcher />
            {/* On a phone the switch lives on the settings page, leaving room for the rest. */}
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Tooltip title={mode === 'dark' ? t('lightMode') : t('darkMode')}>
                <IconButton
                  color="inherit"
                  aria-label={mode === 'dark' ? t('lightMode') : t('darkMode')}
                  onClick={() => updateSettings({ mode: mode === 'dark' ? 'light' : 'dark' })}
                >
                  {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
                </IconButton>
              </Tooltip>
            </Box>
            {!session.staff && <NotificationsDropdown />}
            {!session.staff && <MessagesDropdown />}
            <UserMenu session={session} />
          </Toolbar>
        </Box>
      </ClickAwayListener>
    </DropdownsContext.Provider>
  );
});

/**
 * Navigating closes every dropdown. Apart from the header, which then does not
 * re-render on every change of the URL (a listing's page turn).
 */
function CloseOnNavigation({ dispatch }: { dispatch: Dispatch<DropdownAction> }) {
  const { pathname } = useLocation();
  useEffect(() => dispatch({ type: 'closeAll' }), [pathname, dispatch]);
  return null;
}

/**
 * The thin bar under the header while a request the page waits for is under
 * way (its own component: it changes often). A prefetch (the next page of a
 * listing, read ahead) has no observer and shows nothing.
 */
function FetchingBar({ label }: { label: string }) {
  const fetching = useIsFetching({ predicate: (query) => query.getObserversCount() > 0 });
  if (fetching === 0) return null;
  return <LinearProgress aria-label={label} sx={{ position: 'absolute', top: 0, insetInline: 0, height: 3 }} />;
}
