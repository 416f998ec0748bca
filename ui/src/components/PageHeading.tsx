import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { breadcrumbsFromPath, useRouteTitles } from './breadcrumbs';

export interface PageHeadingProps {
  title: string;
  /** Page-level actions, shown at the end of the heading row. */
  actions?: ReactNode;
}

/** A page's title with breadcrumbs built from its path and the route table's translated titles (spec 2). */
export function PageHeading({ title, actions }: PageHeadingProps) {
  const { t } = useTranslation(['shell', 'common']);
  const appName = t('common:appName');
  // The browser tab (and history, bookmarks) names the page, not just the product.
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = before;
    };
  }, [title, appName]);
  const { pathname } = useLocation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <div>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        <PathCrumbs pathname={pathname} />
      </div>
      {actions}
    </Stack>
  );
}

/** The breadcrumbs of a path. Memoised on it: a change of the URL's query alone leaves them be. */
const PathCrumbs = memo(function PathCrumbs({ pathname }: { pathname: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const crumbs = breadcrumbsFromPath(pathname, useRouteTitles());
  const text = (crumb: (typeof crumbs)[number]) => (crumb.key ? t(crumb.key as 'home') : crumb.label);
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mt: 0.5 }}>
      {crumbs.map((crumb, index) => {
        if (crumb.to) {
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
