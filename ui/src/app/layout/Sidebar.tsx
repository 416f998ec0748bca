import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useStableNavigate } from './stable-navigate';

import { useRoleText } from '@/components/role-text';
import { ADMINISTRATOR_ROLE } from '@/config/constants';
import { formatList } from '@/lib/format';
import type { Session } from '@/lib/session';

import { navIcons } from './icons';
import { type GroupTitle, groupOf, isActive, menuOf, type NavGroup, type NavLeaf } from './navigation';

/** The name the sidebar shows: FullName for administrators, FirstName otherwise (spec 2). */
export function displayName(session: Session): string {
  return session.user.Roles.includes(ADMINISTRATOR_ROLE) ? session.user.FullName : session.user.FirstName;
}

/** One entry. Memoised: a change of the URL's query alone leaves every entry as it was. */
const Leaf = memo(function Leaf({
  item,
  nested,
  active,
  onNavigate,
}: {
  item: NavLeaf;
  nested?: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const Icon = navIcons[item.icon];
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={nested ? { pl: 7 } : undefined}
      >
        {!nested && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={t(`screens.${item.title}`)} />
      </ListItemButton>
    </ListItem>
  );
});

const Group = memo(function Group({
  group,
  open,
  pathname,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  open: boolean;
  /** The current path, for the entry shown as the current page. */
  pathname: string;
  onToggle: (title: GroupTitle) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const navigate = useStableNavigate();
  const listId = useId();
  const Icon = navIcons[group.icon];
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A group header opens or closes the group and goes to its first child (spec 2).
          onToggle(group.title);
          const first = group.children[0];
          if (!open && first) {
            navigate(first.to);
            onNavigate?.();
          }
        }}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(`groups.${group.title}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={t(`groups.${group.title}`)}>
          {group.children.map((child) => (
            <Leaf key={child.to} item={child} nested active={isActive(child.to, pathname)} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
});

/** The sidebar: the profile card (a tour stop) and the menu by claims (spec 2, 6). */
export function Sidebar({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return <SidebarAt session={session} onNavigate={onNavigate} pathname={pathname} />;
}

/** The sidebar at a path. Memoised on it: a change of the URL's query alone leaves it be. */
const SidebarAt = memo(function SidebarAt({
  session,
  onNavigate,
  pathname,
}: {
  session: Session;
  onNavigate?: () => void;
  pathname: string;
}) {
  const { t, i18n } = useTranslation('shell');
  const roleText = useRoleText();
  const name = displayName(session);
  const entries = useMemo(() => menuOf(session), [session]);
  const current = groupOf(entries, pathname);
  const [open, setOpen] = useState<GroupTitle | null>(current);
  const [seen, setSeen] = useState(current);
  const toggle = useCallback((title: GroupTitle) => setOpen((value) => (value === title ? null : title)), []);
  // Arriving on a page of a group opens that group (spec 2).
  if (current !== seen) {
    setSeen(current);
    if (current) setOpen(current);
  }
  // The demo roles by their translated names, a role staff created as it was named.
  const roles = formatList(session.user.Roles.map(roleText.name), i18n.language);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }} data-tour="profile">
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {roles}
          </Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('navigation')} sx={{ overflowY: 'auto', flexGrow: 1 }}>
        <List>
          {entries.map((entry) =>
            entry.kind === 'leaf' ? (
              <Leaf key={entry.to} item={entry} active={isActive(entry.to, pathname)} onNavigate={onNavigate} />
            ) : (
              <Group
                key={entry.title}
                group={entry}
                open={open === entry.title}
                pathname={pathname}
                onToggle={toggle}
                onNavigate={onNavigate}
              />
            ),
          )}
        </List>
      </Box>
    </Box>
  );
});
