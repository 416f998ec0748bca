import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** Where a detail route was opened from, so its Back To Listing returns to the same filters and page. */
export interface FromListing {
  from?: string;
}

/**
 * Looks as MUI's `<Link underline="hover">` does, without its Typography:
 * a listing draws one in every row, and a page turn spent a good part of its
 * time rendering them (issue 12: click to rows).
 */
const CellLink = styled(RouterLink)(({ theme }) => ({
  margin: 0,
  color: theme.palette.primary.main,
  fontFamily: 'monospace',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

/** A cell's link to a record's detail route; it remembers the listing's URL (filters, sort, page). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state: FromListing = { from: `${pathname}${search}` };
  return (
    <CellLink to={to} state={state}>
      {children}
    </CellLink>
  );
}
