import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { ADMINISTRATOR_ROLE } from '@/config/constants';
import { hasClaim, type Session } from '@/lib/session';

import { navItems } from './navigation';

/** The name the sidebar shows: FullName for administrators, FirstName otherwise (spec 2). */
export function displayName(session: Session): string {
  return session.user.Roles.includes(ADMINISTRATOR_ROLE) ? session.user.FullName : session.user.FirstName;
}

export function Sidebar({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const name = displayName(session);
  const items = navItems.filter((item) => !item.claim || hasClaim(session, item.claim));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }} data-tour="profile">
        <Avatar sx={{ bgcolor: 'primary.dark', color: 'common.white' }} aria-hidden>
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.user.Roles.join(', ')}
          </Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('navigation')}>
        <List>
          {items.map((item) => {
            const active = pathname.startsWith(item.to);
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemIcon>
                    <AccountBalanceIcon />
                  </ListItemIcon>
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
