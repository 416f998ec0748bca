import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { TableScroller } from '@/components/TableScroller';

import { RecordSection } from './RecordDetails';

/** One column of a record's small table. */
export interface RecordColumn<Row> {
  header: string;
  /** A number or an amount: right-aligned. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * A few rows the record already holds (a bank account's latest transfers, a
 * customer's trading accounts), unpaged, in a card named by its title; the
 * empty text when there are none.
 */
export function RecordTable<Row>(props: {
  title: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
}) {
  const { title, columns, rows, rowKey, empty } = props;
  const align = (column: RecordColumn<Row>) => (column.numeric ? 'right' : undefined);
  return (
    <RecordSection title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        // Its cells' links are not known here, so the scroller always takes the focus;
        // a group, as the card around it is already the region of that name.
        <TableScroller label={title} focusable role="group" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} align={align(column)}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={align(column)}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </RecordSection>
  );
}
