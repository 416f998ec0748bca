import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';

import { sanitizeHtml } from '../sanitize';

/** HTML from the API, sanitised (the one place the console inserts HTML). */
export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  return <Box {...box} dangerouslySetInnerHTML={clean} />;
}
