import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeading } from '@/components/PageHeading';
import { errorText } from '@/lib/api-client';
import { DateTimeText } from '@/components/DateTimeText';
import { formatUsd } from '@/lib/format';

import { type TradingAccount, type TradingAccountsQuery, useTradingAccounts } from '../api/get-trading-accounts';

type Column = keyof Pick<
  TradingAccount,
  'AccountNumber' | 'FullName' | 'Email' | 'AccountType' | 'CashBalance' | 'Created'
>;

const columns: { id: Column; sortable: boolean; numeric?: boolean }[] = [
  { id: 'AccountNumber', sortable: true },
  { id: 'FullName', sortable: true },
  { id: 'Email', sortable: false },
  { id: 'AccountType', sortable: true },
  { id: 'CashBalance', sortable: true, numeric: true },
  { id: 'Created', sortable: true },
];

const pageSizes = [10, 25, 50] as const;
const ALL = -1;
const DEFAULT_PAGE_SIZE = 25;

/** Reads the listing state from the URL, so a copied link reproduces it. */
function useListingState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = params.get('pageSize');
  const pageSize = sizeParam === 'All' ? ALL : Number(sizeParam) || DEFAULT_PAGE_SIZE;
  const sort = (columns.find((column) => column.id === params.get('sort'))?.id ?? 'Created') as Column;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    Object.entries(changes).forEach(([key, value]) => (value === null ? next.delete(key) : next.set(key, value)));
    setParams(next);
  };
  return { page, pageSize, sort, dir, update } as const;
}

/** /app/tradingAccounts/listing: the landing page (spec 2). */
export function TradingAccountsListingPage() {
  const { t, i18n } = useTranslation(['tradingAccounts', 'common']);
  const { page, pageSize, sort, dir, update } = useListingState();
  const query: TradingAccountsQuery = {
    page,
    pageSize: pageSize === ALL ? 'All' : String(pageSize),
    sort,
    dir,
  };
  const accounts = useTradingAccounts(query);
  const rows = accounts.data?.data ?? [];
  const visibleRows = pageSize === ALL ? rows.length : pageSize;
  const count = accounts.data?.totalMatch ?? 0;
  // A link may name a page past the end; show the last real page number then.
  const lastPage = pageSize === ALL ? 0 : Math.max(0, Math.ceil(count / pageSize) - 1);
  const pageIndex = Math.min(page - 1, lastPage);

  return (
    <>
      <PageHeading title={t('title')} />
      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
        {accounts.isFetching && !accounts.isPending && (
          <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0 }} aria-hidden />
        )}
        {accounts.isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('loadFailed', { error: errorText(accounts.error, t('common:errors.generic')) })}
          </Alert>
        )}
        <TableContainer>
          <Table aria-label={t('tableLabel')} aria-busy={accounts.isFetching} size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sort === column.id ? dir : false}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={sort === column.id}
                        direction={sort === column.id ? dir : 'desc'}
                        onClick={() =>
                          update({
                            sort: column.id,
                            // A click toggles desc and asc; a new column starts desc (spec 4).
                            dir: sort === column.id && dir === 'desc' ? 'asc' : 'desc',
                            page: null,
                          })
                        }
                      >
                        {t(`columns.${column.id}`)}
                      </TableSortLabel>
                    ) : (
                      t(`columns.${column.id}`)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.isPending &&
                Array.from({ length: Math.min(visibleRows, 10) }, (_, index) => (
                  <TableRow key={`loading-${index}`}>
                    {columns.map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {!accounts.isPending && !accounts.isError && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 6 }}>
                    {t('common:empty.records')}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((account) => (
                <TableRow key={account.TradingAccountId} hover>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{account.AccountNumber}</TableCell>
                  <TableCell>{account.FullName}</TableCell>
                  <TableCell>{account.Email}</TableCell>
                  <TableCell>{t(`accountTypes.${account.AccountType}`)}</TableCell>
                  <TableCell align="right">{formatUsd(account.CashBalance, i18n.language)}</TableCell>
                  <TableCell>
                    <DateTimeText value={account.Created} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={count}
          page={pageIndex}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...pageSizes, { label: t('all'), value: ALL }]}
          onPageChange={(_, next) => update({ page: String(next + 1) })}
          onRowsPerPageChange={(event) => {
            const size = Number(event.target.value);
            // Changing the page size goes back to the first page (spec 4).
            update({ pageSize: size === ALL ? 'All' : String(size), page: null });
          }}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
        />
      </Paper>
    </>
  );
}
