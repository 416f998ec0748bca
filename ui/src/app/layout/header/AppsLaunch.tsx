import AddIcon from '@mui/icons-material/Add';
import AppsIcon from '@mui/icons-material/Apps';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';

import { navIcons } from '../icons';
import { menuFor, type NavLeaf } from '../navigation';
import { appPath, hasClaims, type Screen, screens } from '../../routes/screens';
import { useDropdowns } from './dropdowns';
import { HeaderDropdown } from './HeaderDropdown';

/** The menu's screens the user may open, each with its icon (a group's children share the group's). */
export function launchableScreens(claims: readonly string[]): NavLeaf[] {
  return menuFor(claims).flatMap((entry) => (entry.kind === 'leaf' ? [entry] : entry.children));
}

/** The create flows (spec 2) the user may open: they have no menu entry, so the quick launch offers them. */
export function launchableCreateScreens(claims: readonly string[]): Screen[] {
  return screens.filter((screen) => screen.create && hasClaims(claims, screen.claims));
}

/** The apps quick launch (spec 2): the menu's screens, the create flows, and an Add New link to /. */
export function AppsLaunch({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const { dispatch } = useDropdowns();
  const close = () => dispatch({ type: 'close', id: 'apps' });
  const apps = launchableScreens(session.user.Claims);
  return (
    <HeaderDropdown id="apps" label={t('apps')} popupRole="menu" width={260} button={<AppsIcon />}>
      <MenuList aria-label={t('apps')} autoFocusItem>
        {apps.map((app) => {
          const Icon = navIcons[app.icon];
          return (
            <MenuItem key={app.to} component={RouterLink} to={app.to} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`screens.${app.title}`)}</ListItemText>
            </MenuItem>
          );
        })}
        {launchableCreateScreens(session.user.Claims).map((screen) => (
          <MenuItem key={screen.path} component={RouterLink} to={appPath(screen.path)} onClick={close}>
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(screen.title)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem component={RouterLink} to={paths.root} onClick={close}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('addNew')}</ListItemText>
        </MenuItem>
      </MenuList>
    </HeaderDropdown>
  );
}
