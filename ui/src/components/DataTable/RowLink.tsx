import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A cell's link to a record's detail route. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontFamily: 'monospace' }}>
      {children}
    </Link>
  );
}
