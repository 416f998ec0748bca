import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * The box a table scrolls sideways in when it is wider than the screen (a
 * phone): the one shape of every table's scroller (DataTable, RecordTable).
 *
 * A keyboard scrolls a box only through something focusable inside it; a table
 * without a sort button or a link has nothing, so the box itself takes the focus,
 * named like its table (axe's scrollable-region-focusable).
 */
export function TableScroller({
  label,
  focusable,
  role = 'region',
  sx,
  children,
}: {
  /** The table's accessible name: the region's too. */
  label: string;
  /** Whether the box takes the focus itself: when the table holds no control to reach it by. */
  focusable: boolean;
  /**
   * A region (a landmark) unless the table already sits in a landmark of the same
   * name (a record's card): then a group, as two landmarks may not share a name.
   */
  role?: 'region' | 'group';
  sx?: TableContainerProps['sx'];
  children: ReactNode;
}) {
  return (
    <TableContainer sx={sx} {...(focusable ? { tabIndex: 0, role, 'aria-label': label } : {})}>
      {children}
    </TableContainer>
  );
}
