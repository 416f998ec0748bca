import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { memo, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RetryAlert } from '@/components/RetryAlert';
import { TableScroller } from '@/components/TableScroller';
import { errorText } from '@/lib/api-client';

import { downloadText, toCsv } from './csv';
import { ALL, type ListingController, MAX_PAGE_SIZE, PAGE_SIZES, type SortDir } from './listing-state';

/** Spec 9: the padding a missing row leaves, so a short last page keeps the table's height. */
export const ROW_PADDING_PX = 33;

/**
 * What lets a table fit its box before it scrolls sideways (issue 23: the users
 * table at 1440 px, the roles table at 390 px): cells keep a compact inline
 * padding, and a chip (a status, a permission) may wrap its words onto a second
 * line when its column is narrowed, as text does, instead of widening the table.
 */
const fittingTable = {
  '& .MuiTableCell-root': { paddingInline: '10px' },
  '& .MuiTableCell-root .MuiChip-root': { height: 'auto', minHeight: 22, maxWidth: '100%' },
  '& .MuiTableCell-root .MuiChip-label': { whiteSpace: 'normal', paddingBlock: '2px', wordBreak: 'keep-all' },
} as const;

export interface DataTableColumn<T> {
  /** The column's id; for a sortable column, the server's sort column name. */
  id: string;
  header: string;
  /** Only flagged columns sort (spec 4). */
  sortable?: boolean;
  numeric?: boolean;
  render: (row: T) => ReactNode;
  /** The value exported to CSV; columns without one are left out of the export. */
  csv?: (row: T) => unknown;
}

export interface DataTableQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DataTableProps<T, S extends string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** The filtered count (`totalMatch`). */
  count: number;
  query: DataTableQuery;
  /** The URL-held page, size, sort and filters; without it the table shows every row, with no pager. */
  listing?: ListingController<S>;
  /** The spec 8 empty text; 'No Records to Display' unless given. */
  emptyText?: string;
  /** Filters and presets, shown above the table. */
  toolbar?: ReactNode;
  /** Fetches every row of the current filter (`pageSize=All`) for the CSV export. */
  exportAll?: () => Promise<readonly T[]>;
  /** The export's file name, without extension. */
  exportName?: string;
  /** Resets the filters to the screen's defaults; given while they narrow the rows, offered beside the empty text. */
  onClearFilters?: () => void;
}

/**
 * The one table every listing uses (issue 7): server-side paging with 10, 25,
 * 50 and All, sortable columns that toggle desc/asc, state in the URL, the
 * spec 8 empty text, a loading skeleton, an error with retry, column
 * visibility and a CSV export of the current filter.
 *
 * On a phone (below `sm`) the rows scroll inside their own box under a sticky
 * header, so the toolbar above and the pager below stay in reach, and the
 * pager drops its rows-per-page choice so its arrows fit 390 px in either
 * direction (react-admin's `Pagination` does the same).
 */
export function DataTable<T, S extends string>(props: DataTableProps<T, S>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    count,
    query,
    listing,
    emptyText,
    toolbar,
    exportAll,
    exportName,
    onClearFilters,
  } = props;
  const { t } = useTranslation(['listing', 'common']);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);
  const [exportMessage, setExportMessage] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  // How much of the file is written (0 to 100), once its rows have arrived; until then the bar runs.
  const [exportWritten, setExportWritten] = useState<number | undefined>(undefined);
  const menuId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersTitleId = useId();

  const shown = useMemo(() => columns.filter((column) => !hidden.has(column.id)), [columns, hidden]);
  const data = rows ?? [];
  const pageSize = listing?.pageSize ?? ALL;
  // Spec 9: All means the total plus one, so there is never a second page.
  const rowsPerPage = pageSize === ALL ? count + 1 : pageSize;
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  // A link may name a page past the end; the pager shows the last real page then.
  const pageIndex = Math.min((listing?.page ?? 1) - 1, lastPage);
  const missingRows =
    listing && pageSize !== ALL && pageIndex > 0 && !query.isPending ? Math.max(0, pageSize - data.length) : 0;

  const toggleColumn = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      // The last visible column stays: a table of no columns shows nothing.
      else if (shown.length > 1) next.add(id);
      return next;
    });

  const runExport = async () => {
    if (!exportAll) return;
    setExportMessage(null);
    if (count > MAX_PAGE_SIZE) {
      setExportMessage({ severity: 'info', text: t('export.tooMany', { count, max: MAX_PAGE_SIZE }) });
      return;
    }
    setExporting(true);
    setExportWritten(undefined);
    try {
      const all = await exportAll();
      const exported = columns.filter((column) => column.csv && !hidden.has(column.id));
      downloadText(
        `${exportName ?? 'export'}.csv`,
        await toCsv(
          all,
          exported.map((column) => ({ header: column.header, value: (row: T) => column.csv?.(row) })),
          (done, total) => setExportWritten(total > 0 ? Math.round((done / total) * 100) : 100),
        ),
      );
    } catch (error) {
      setExportMessage({
        severity: 'error',
        text: t('export.failed', { error: errorText(error, t('common:errors.generic')) }),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        {phone && toolbar ? (
          // On a phone the filters wait in a drawer, so the rows and the pager keep the screen.
          <Box sx={{ flex: 1 }}>
            <Button
              startIcon={
                <Badge color="primary" variant="dot" invisible={!onClearFilters}>
                  <FilterListIcon />
                </Badge>
              }
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
            >
              {t('filters')}
            </Button>
            <Drawer
              anchor="bottom"
              open={filtersOpen}
              onClose={() => setFiltersOpen(false)}
              slotProps={{
                paper: { role: 'dialog', 'aria-labelledby': filtersTitleId, sx: { p: 2, maxHeight: '85dvh' } },
              }}
            >
              <Typography id={filtersTitleId} variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('filters')}
              </Typography>
              <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
                {toolbar}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                {onClearFilters && <Button onClick={onClearFilters}>{t('clearFilters')}</Button>}
                <Button variant="contained" onClick={() => setFiltersOpen(false)}>
                  {t('close')}
                </Button>
              </Stack>
            </Drawer>
          </Box>
        ) : (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', flex: 1 }}>
            {toolbar}
          </Stack>
        )}
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('columns.menu')}>
            <IconButton
              aria-label={t('columns.menu')}
              aria-haspopup="menu"
              aria-controls={columnsMenu ? menuId : undefined}
              aria-expanded={columnsMenu ? 'true' : undefined}
              onClick={(event) => setColumnsMenu(event.currentTarget)}
            >
              <ViewColumnIcon />
            </IconButton>
          </Tooltip>
          {exportAll && (
            <Button
              startIcon={<FileDownloadIcon />}
              onClick={() => void runExport()}
              disabled={exporting || query.isPending || count === 0}
            >
              {t('export.button')}
            </Button>
          )}
        </Stack>
        <Menu id={menuId} anchorEl={columnsMenu} open={Boolean(columnsMenu)} onClose={() => setColumnsMenu(null)}>
          {columns.map((column) => (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={!hidden.has(column.id)}
              onClick={() => toggleColumn(column.id)}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={!hidden.has(column.id)} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {exportMessage && (
        <Alert
          severity={exportMessage.severity}
          sx={{ mx: 2, mb: 1 }}
          closeText={t('close')}
          onClose={() => setExportMessage(null)}
        >
          {exportMessage.text}
        </Alert>
      )}
      {query.isFetching && !query.isPending && !exporting && (
        <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0 }} aria-hidden />
      )}
      {exporting && (
        <LinearProgress
          sx={{ position: 'absolute', insetInline: 0, top: 0 }}
          aria-label={t('export.preparing')}
          variant={exportWritten === undefined ? 'indeterminate' : 'determinate'}
          value={exportWritten}
        />
      )}
      {query.isError && (
        <RetryAlert onRetry={query.refetch} error={query.error} sx={{ m: 2 }}>
          {t('loadFailed', { error: errorText(query.error, t('common:errors.generic')) })}
        </RetryAlert>
      )}
      {/* Without a sort button in its header the box itself takes the focus. */}
      <TableScroller
        label={label}
        focusable={!shown.some((column) => column.sortable)}
        sx={{ maxHeight: { xs: '65dvh', sm: 'none' } }}
      >
        <Table aria-label={label} aria-busy={query.isFetching} size="small" stickyHeader sx={fittingTable}>
          <HeaderRow columns={shown} sort={listing?.sort} dir={listing?.dir} toggleSort={listing?.toggleSort} />
          <TableBody>
            {query.isPending &&
              Array.from({ length: Math.min(pageSize === ALL ? 10 : pageSize, 10) }, (_, index) => (
                <TableRow key={`loading-${index}`} data-testid="skeleton-row">
                  {shown.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!query.isPending && !query.isError && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={shown.length} align="center" sx={{ py: 6 }}>
                  {emptyText ?? t('common:empty.records')}
                  {onClearFilters && (
                    <Button sx={{ display: 'block', mx: 'auto', mt: 1 }} onClick={onClearFilters}>
                      {t('clearFilters')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )}
            {!query.isPending &&
              data.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {shown.map((column) => (
                    <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {missingRows > 0 && (
              <TableRow aria-hidden data-testid="row-padding" style={{ height: ROW_PADDING_PX * missingRows }}>
                <TableCell colSpan={shown.length} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
      {/* A failed load has nothing to page: no "0–0 of 0" under the error. */}
      {listing && !(query.isError && data.length === 0) && (
        <TablePagination
          component="div"
          count={count}
          page={pageIndex}
          rowsPerPage={pageSize === ALL ? ALL : pageSize}
          rowsPerPageOptions={phone ? [] : [...PAGE_SIZES, { label: t('all'), value: ALL }]}
          onPageChange={(_, next) => listing.setPage(next + 1)}
          onRowsPerPageChange={(event) => listing.setPageSize(Number(event.target.value))}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count: total }) => t('displayedRows', { from, to, count: total })}
          getItemAriaLabel={(type) => t(`pager.${type}`)}
        />
      )}
    </Paper>
  );
}

/**
 * The header row. Memoised: a page turn changes none of its props (the
 * columns and the sort setter keep their identity), so its sort buttons are
 * not re-rendered with the rows (issue 12: click to rows).
 */
function HeaderRowOf<T, S extends string>({
  columns,
  sort,
  dir,
  toggleSort,
}: {
  columns: readonly DataTableColumn<T>[];
  sort: S | undefined;
  dir: SortDir | undefined;
  /** Absent for a table without listing state: its columns do not sort. */
  toggleSort: ((column: S) => void) | undefined;
}) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const active = sort === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.numeric ? 'right' : 'left'}
              sortDirection={active ? dir : false}
              // Chinese headers break between words, not after every character.
              sx={{ wordBreak: 'keep-all' }}
            >
              {column.sortable && toggleSort ? (
                <TableSortLabel
                  active={active}
                  direction={active ? dir : 'desc'}
                  onClick={() => toggleSort(column.id as S)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
// memo drops a component's type parameters; the cast gives them back.
const HeaderRow = memo(HeaderRowOf) as typeof HeaderRowOf;
