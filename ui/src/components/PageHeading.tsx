import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { breadcrumbsFromPath } from './breadcrumbs';
import { useDocumentTitle } from './document-title';
import { useRouteTable } from './route-table';

export interface PageHeadingProps {
  /** The heading, when it is not the screen's title in the registry (Assets Management for Symbols). */
  title?: string;
  /** The heading on a path the registry does not name (a component shown on its own). */
  fallbackTitle?: string;
  /** Page-level actions, shown at the end of the heading row. */
  actions?: ReactNode;
}

/**
 * A page's title with breadcrumbs built from its path and the route table's
 * translated titles (spec 2). The browser tab is named after the screen as
 * the registry (and so the menu and the breadcrumbs) names it.
 */
export function PageHeading({ title, fallbackTitle, actions }: PageHeadingProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const key = useRouteTable().titleOf(pathname);
  const screenTitle = key ? t(key as 'home') : undefined;
  const heading = title ?? screenTitle ?? fallbackTitle ?? '';
  useDocumentTitle(screenTitle ?? heading);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <div>
        <Typography variant="h1" component="h1">
          {heading}
        </Typography>
        <PathCrumbs pathname={pathname} />
      </div>
      {actions}
    </Stack>
  );
}

/** The breadcrumbs of a path. Memoised on it: a change of the URL's query alone leaves them be. */
const PathCrumbs = memo(function PathCrumbs({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const { titles, canOpen } = useRouteTable();
  const crumbs = breadcrumbsFromPath(pathname, titles);
  const text = (crumb: (typeof crumbs)[number]) => (crumb.key ? t(crumb.key as 'home') : crumb.label);
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mt: 0.5 }}>
      {crumbs.map((crumb, index) => {
        // A parent the user may not open is named, not linked (it would lead to not-found).
        if (crumb.to && canOpen(crumb.to)) {
          return (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {text(crumb)}
            </Link>
          );
        }
        const current = index === crumbs.length - 1;
        return (
          <Typography
            key={`${index}-${crumb.label}`}
            color={current ? 'text.primary' : 'text.secondary'}
            aria-current={current ? 'page' : undefined}
          >
            {text(crumb)}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
});
