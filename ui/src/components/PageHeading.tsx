import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { breadcrumbsFromPath } from './breadcrumbs';

export interface PageHeadingProps {
  title: string;
  /** Page-level actions, shown at the end of the heading row. */
  actions?: ReactNode;
}

/** A page's title with breadcrumbs built from its path (spec 2). */
export function PageHeading({ title, actions }: PageHeadingProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFromPath(pathname);
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
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mt: 0.5 }}>
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Typography key="current" color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </div>
      {actions}
    </Stack>
  );
}
