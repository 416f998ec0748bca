import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { useCanOpen } from '../route-table';

/** Where a detail route was opened from, so its Back To Listing returns to the same filters and page. */
export interface FromListing {
  from?: string;
}

export interface AppLinkProps {
  /** An in-console URL (from `config/paths.ts`). */
  to: string;
  children: ReactNode;
  /**
   * `inline` (the default) reads as a link in text and detail fields;
   * `cell` is a table cell's: lighter, in a fixed-width face, underlined on hover.
   */
  variant?: 'inline' | 'cell';
  /** Carries the current URL in the history state, so the target's Back To Listing returns here (row links). */
  returnHere?: boolean;
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

const cellText: CSSProperties = { fontFamily: 'monospace' };

/**
 * The one in-console link: it asks the route table whether the signed-in
 * user may open the target, and is plain text when they may not (a link to a
 * route their claims do not register would only lead to not-found).
 */
export function AppLink({ to, children, variant = 'inline', returnHere = false }: AppLinkProps) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return variant === 'cell' ? <span style={cellText}>{children}</span> : <span>{children}</span>;
  if (returnHere)
    return (
      <ReturningLink to={to} variant={variant}>
        {children}
      </ReturningLink>
    );
  return variant === 'cell' ? (
    <CellLink to={to}>{children}</CellLink>
  ) : (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A link that remembers the listing's URL (filters, sort, page) for the target's Back To Listing. */
function ReturningLink({ to, variant, children }: Required<Pick<AppLinkProps, 'to' | 'variant' | 'children'>>) {
  const { pathname, search } = useLocation();
  const state: FromListing = { from: `${pathname}${search}` };
  return variant === 'cell' ? (
    <CellLink to={to} state={state}>
      {children}
    </CellLink>
  ) : (
    <Link component={RouterLink} to={to} state={state}>
      {children}
    </Link>
  );
}
