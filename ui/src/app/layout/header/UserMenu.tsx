import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStableNavigate } from '../stable-navigate';

import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { clearSession, type Session } from '@/lib/session';

import { displayName } from '../Sidebar';
import { useDropdowns } from './dropdowns';
import { HeaderDropdown } from './HeaderDropdown';

// Fetched when first wanted: with it come the form kit, zod and the date pickers, which the first
// listing after sign-in does not need (issue 26). Pointing at or focusing its menu item starts the
// fetch (as the language menu does), so the dialog opens at once on the click.
const loadImpersonateDialog = () => import('../ImpersonateDialog');
const ImpersonateDialog = lazyNamed(loadImpersonateDialog, 'ImpersonateDialog');

/** The user menu (spec 2): profile, settings, impersonation and logout (spec 4). */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const { dispatch } = useDropdowns();
  const navigate = useStableNavigate();
  const queryClient = useQueryClient();
  const [impersonating, setImpersonating] = useState(false);
  // Once opened, the dialog stays mounted, so it closes with its transition.
  const [impersonationOpened, setImpersonationOpened] = useState(false);
  const name = displayName(session);
  const close = () => dispatch({ type: 'close', id: 'user' });

  const logout = () => {
    dispatch({ type: 'closeAll' });
    clearSession();
    // Nothing of the last user's data may show to the next one.
    queryClient.clear();
    navigate(paths.signIn, { replace: true });
  };

  return (
    <>
      <HeaderDropdown
        id="user"
        label={t('userMenu', { name })}
        popupRole="menu"
        width={240}
        button={
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
            {name.charAt(0)}
          </Avatar>
        }
      >
        <MenuList aria-label={t('userMenu', { name })} autoFocusItem>
          <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profile')}</ListItemText>
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.settings} onClick={close}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('settings')}</ListItemText>
          </MenuItem>
          {!session.staff && (
            <MenuItem
              onPointerEnter={() => void loadImpersonateDialog()}
              onFocus={() => void loadImpersonateDialog()}
              onClick={() => {
                close();
                setImpersonating(true);
                setImpersonationOpened(true);
              }}
            >
              <ListItemIcon>
                <SupervisorAccountIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('impersonation.start')}</ListItemText>
            </MenuItem>
          )}
          <Divider />
          <MenuItem onClick={logout}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </HeaderDropdown>
      {impersonationOpened && (
        <Suspense fallback={null}>
          <ImpersonateDialog open={impersonating} onClose={() => setImpersonating(false)} />
        </Suspense>
      )}
    </>
  );
}
