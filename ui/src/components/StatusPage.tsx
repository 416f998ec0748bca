import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import { useDocumentTitle } from './document-title';

export interface StatusPageProps {
  /** The big status number, such as 404. */
  code: string;
  /**
   * The browser tab's name for the page ("Page not found"), in the reader's language; absent
   * inside a screen, whose heading names the tab.
   */
  title?: string;
  message: string;
  action?: ReactNode;
}

/** The 404, 500 and unauthorized pages (spec 2, 8). */
export function StatusPage({ code, title, message, action }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography
        component="p"
        aria-hidden
        sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
      >
        {code}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 2, mb: 3 }}>
        {message}
      </Typography>
      {action ?? (
        <Button component={RouterLink} to={paths.root} variant="contained">
          {t('actions.goHome')}
        </Button>
      )}
    </Box>
  );
}
