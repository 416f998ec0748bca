import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** Where a detail route was opened from, so its Back To Listing returns to the same filters and page. */
export interface FromListing {
  from?: string;
}

/** A cell's link to a record's detail route; it remembers the listing's URL (filters, sort, page). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state: FromListing = { from: `${pathname}${search}` };
  return (
    <Link component={RouterLink} to={to} state={state} underline="hover" sx={{ fontFamily: 'monospace' }}>
      {children}
    </Link>
  );
}
