import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ALL,
  DataTable,
  type DataTableColumn,
  type ListingDefaults,
  SearchField,
  useListingState,
} from '@/components/DataTable';
import { EnumerationValue } from '@/components/Enumeration';
import { PageHeading } from '@/components/PageHeading';
import { TooltipIconButton } from '@/components/TooltipIconButton';
import { type Asset, useAssetSearch } from '@/entities/assets';
import { errorText, missingClaim } from '@/lib/api-client';

import { AssetDialog, FLAGS } from '../components/AssetDialog';

// Module level: the listing hook memoises on it. Spec 9: 10 a page, paged here, not by the server.
const defaults: ListingDefaults<'symbol'> = {
  sortable: [],
  sort: 'symbol',
  dir: 'asc',
  pageSize: 10,
  filters: { search: '' },
};

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: on ? 'success.main' : 'text.secondary' }}
    >
      {on ? <CheckIcon fontSize="small" aria-hidden /> : <RemoveIcon fontSize="small" aria-hidden />}
      {label}
    </Box>
  );
}

/**
 * /app/symbols, Assets Management (spec 2, 7, 8, 9): search the assets, page
 * the answer 10 at a time in the browser, and edit one; the search refreshes
 * after a save.
 */
export function SymbolsPage() {
  const { t } = useTranslation(['symbols', 'listing']);
  const listing = useListingState(defaults);
  const term = listing.filters.search ?? '';
  const search = useAssetSearch(term);
  const [editing, setEditing] = useState<Asset | null>(null);

  const results = search.data ?? [];
  // Spec 9: the page size is All or a number, and paging is client side.
  const size = listing.pageSize === ALL ? results.length : listing.pageSize;
  const lastPage = Math.max(1, Math.ceil(results.length / Math.max(size, 1)));
  const page = Math.min(listing.page, lastPage);
  const rows = listing.pageSize === ALL ? results : results.slice((page - 1) * size, page * size);
  // A failed search says so in spec 8's words, ahead of the server's; a refusal for a
  // missing permission stays as it came, so the table names the permission.
  const failed =
    search.isError && !missingClaim(search.error)
      ? new Error(`${t('messages.searchFailed')} ${errorText(search.error, '')}`)
      : search.error;

  const yesNo = (flag: (typeof FLAGS)[number]) => ({
    id: flag,
    header: t(`columns.${flag}`),
    render: (row: Asset) => <Flag on={row[flag]} label={row[flag] ? t('listing:yes') : t('listing:no')} />,
    csv: (row: Asset) => row[flag],
  });
  const columns: DataTableColumn<Asset>[] = [
    {
      id: 'symbol',
      header: t('columns.symbol'),
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.symbol}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="auto" sx={{ display: 'block', minWidth: 120 }}>
            {row.name}
          </Typography>
        </>
      ),
      csv: (row) => row.symbol,
    },
    {
      id: 'cusiP_NUMBER',
      header: t('columns.cusip'),
      render: (row) => row.cusiP_NUMBER,
      csv: (row) => row.cusiP_NUMBER,
    },
    {
      id: 'type',
      header: t('columns.type'),
      render: (row) => <EnumerationValue enumeration="AssetType" value={row.type} />,
      csv: (row) => row.type,
    },
    ...FLAGS.map(yesNo),
    {
      id: 'actions',
      header: t('columns.actions'),
      render: (row) => (
        <TooltipIconButton
          label={t('actions.editOf', { symbol: row.symbol })}
          icon={<EditIcon fontSize="small" />}
          onClick={() => setEditing(row)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        count={results.length}
        query={{ ...search, error: failed }}
        listing={{ ...listing, page }}
        emptyText={t('empty')}
        exportName="assets"
        exportAll={() => Promise.resolve(results)}
        toolbar={
          <>
            <SearchField label={t('search')} value={term} onChange={(value) => listing.setFilters({ search: value })} />
            {search.isFetching && (
              <Typography role="status" variant="body2" color="text.secondary">
                {t('loading')}
              </Typography>
            )}
          </>
        }
      />
      {editing && <AssetDialog id={editing.id} symbol={editing.symbol} onClose={() => setEditing(null)} />}
    </>
  );
}
