import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import type { Session } from '@/lib/session';

import { isActive, menuOf, type NavGroup } from './navigation';

/** One group's menu (NavRow, memoised on the path, gives it the path). */
function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = group.children.some((child) => isActive(child.to, pathname));
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t(`groups.${group.title}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.children.map((child) => (
          <MenuItem
            key={child.to}
            component={RouterLink}
            to={child.to}
            selected={isActive(child.to, pathname)}
            onClick={() => setAnchor(null)}
          >
            {t(`screens.${child.title}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The optional horizontal top navigation (spec 2): the same menu, by claims, in a row. */
export function HorizontalNav({ session }: { session: Session }) {
  const { pathname } = useLocation();
  return <NavRow session={session} pathname={pathname} />;
}

/** The row itself, memoised on the path: a change of the URL's query alone leaves it be. */
const NavRow = memo(function NavRow({ session, pathname }: { session: Session; pathname: string }) {
  const { t } = useTranslation('shell');
  const entries = useMemo(() => menuOf(session), [session]);
  return (
    <Box
      component="nav"
      aria-label={t('navigation')}
      sx={{ display: 'flex', gap: 0.5, px: 2, py: 0.5, overflowX: 'auto', borderTop: 1, borderColor: 'divider' }}
    >
      {entries.map((entry) =>
        entry.kind === 'leaf' ? (
          <Button
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            color={isActive(entry.to, pathname) ? 'primary' : 'inherit'}
            aria-current={isActive(entry.to, pathname) ? 'page' : undefined}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t(`screens.${entry.title}`)}
          </Button>
        ) : (
          <GroupMenu key={entry.title} group={entry} pathname={pathname} />
        ),
      )}
    </Box>
  );
});
