import AddIcon from '@mui/icons-material/Add';
import AppsIcon from '@mui/icons-material/Apps';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { Session } from '@/lib/session';

import { navIcons } from '../icons';
import { menuFor, type NavLeaf } from '../navigation';
import { hasClaims, screens } from '../../routes/screens';
import { useDropdowns } from './dropdowns';
import { HeaderDropdown } from './HeaderDropdown';

/** Built screens the user may open: the quick launch lists only screens that exist. */
export function launchableScreens(claims: readonly string[]): NavLeaf[] {
  const built = new Set(screens.filter((screen) => screen.built).map((screen) => `/app/${screen.path}`));
  return menuFor(claims)
    .flatMap((entry) => (entry.kind === 'leaf' ? [entry] : entry.children))
    .filter((leaf) => built.has(leaf.to));
}

/** The create flows (spec 2) the user may open: they have no menu entry, so the quick launch offers them. */
export function launchableCreateScreens(claims: readonly string[]) {
  const creates = ['createUser', 'resendConfirmation', 'addAccount', 'createCashMovement'];
  return screens.filter((screen) => screen.built && creates.includes(screen.title) && hasClaims(claims, screen.claims));
}

/** The apps quick launch (spec 2): the built screens, the create flows, and an Add New link to /. */
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
          <MenuItem key={screen.path} component={RouterLink} to={`/app/${screen.path}`} onClick={close}>
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`screens.${screen.title}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem component={RouterLink} to="/" onClick={close}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('addNew')}</ListItemText>
        </MenuItem>
      </MenuList>
    </HeaderDropdown>
  );
}
