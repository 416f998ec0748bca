import ApiIcon from '@mui/icons-material/Api';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useTranslation } from 'react-i18next';

import { useDropdowns } from './dropdowns';
import { HeaderDropdown } from './HeaderDropdown';

/**
 * Help: the console's other faces on the same origin, in a new tab —
 * Storybook (every screen and component in every state) and Swagger UI (the
 * API). The offline console (Vite, no mock server) has no Storybook build to
 * link; its Swagger UI is served offline.
 */
export function HelpMenu() {
  const { t } = useTranslation('shell');
  const { dispatch } = useDropdowns();
  const close = () => dispatch({ type: 'close', id: 'help' });
  const offline = import.meta.env.MODE === 'offline';
  return (
    <HeaderDropdown id="help" label={t('help.label')} popupRole="menu" width={300} button={<HelpOutlineIcon />}>
      <MenuList aria-label={t('help.label')} autoFocusItem>
        {!offline && (
          <MenuItem component="a" href="/storybook/" target="_blank" rel="noopener" onClick={close}>
            <ListItemIcon>
              <AutoStoriesIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('help.storybook')} secondary={t('help.storybookHint')} />
          </MenuItem>
        )}
        <MenuItem component="a" href="/swagger-ui/" target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <ApiIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('help.api')} secondary={t('help.apiHint')} />
        </MenuItem>
      </MenuList>
    </HeaderDropdown>
  );
}
