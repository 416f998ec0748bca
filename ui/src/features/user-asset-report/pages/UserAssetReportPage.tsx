import AssessmentIcon from '@mui/icons-material/Assessment';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ALL, DataTable, type DataTableColumn, type ListingDefaults, useListingState } from '@/components/DataTable';
import { DateRangePicker } from '@/components/DateRangePicker';
import { PageHeading } from '@/components/PageHeading';
import { useForbiddenText } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';
import { Day, Money } from '@/components/Ltr';
import { downloadFile } from '@/lib/download';
import { formatUsd, isolateLtr } from '@/lib/format';
import { showToast } from '@/lib/toast';

import { useGenerateReport } from '../api/get-user-asset-report';
import { FILE_NAME, type ReportRow } from '../report';
import { buildWorkbook } from '../workbook';

/** The media type of an `.xlsb` workbook. */
const XLSB_TYPE = 'application/vnd.ms-excel.sheet.binary.macroEnabled.12';

// Module level: the listing hook memoises on it. The preview is paged here; the dates live in the URL.
const defaults: ListingDefaults<'no'> = {
  sortable: [],
  sort: 'no',
  dir: 'asc',
  filters: { startDate: '', endDate: '' },
};

/**
 * /app/user&AssetReport (spec 2, 3, 7, 8): optional start and end dates,
 * Generate (with progress), a preview of the rows, and the download of
 * UserAssetReport.xlsb with one sheet named `data`.
 */
export function UserAssetReportPage() {
  const { t, i18n } = useTranslation('userAssetReport');
  const listing = useListingState(defaults);
  const generate = useGenerateReport();
  const forbidden = useForbiddenText(generate.error);
  // While the workbook is built: the share of rows done (the writing after them shows as indeterminate).
  const [building, setBuilding] = useState<number | null>(null);
  const range = { startDate: listing.filters.startDate ?? '', endDate: listing.filters.endDate ?? '' };
  const report = generate.data;
  const rows = report?.rows ?? [];
  const size = listing.pageSize === ALL ? rows.length : listing.pageSize;
  const lastPage = Math.max(1, Math.ceil(rows.length / Math.max(size, 1)));
  const page = Math.min(listing.page, lastPage);
  const shown = listing.pageSize === ALL ? rows : rows.slice((page - 1) * size, page * size);
  const total = rows.reduce((sum, row) => sum + row.totalNetLiquidity, 0);

  const download = async () => {
    if (!report) return;
    setBuilding(0);
    try {
      // Built in a worker: the page stays usable however many customers there are.
      const bytes = await buildWorkbook(report, (done, total) => setBuilding(total > 0 ? done / total : 1));
      downloadFile(FILE_NAME, new Blob([bytes], { type: XLSB_TYPE }));
    } catch (error) {
      showToast(`${t('downloadFailed')} ${errorText(error, '')}`, 'error');
    } finally {
      setBuilding(null);
    }
  };

  const columns: DataTableColumn<ReportRow>[] = [
    { id: 'no', header: t('columns.no'), numeric: true, render: (row) => row.no },
    { id: 'firstName', header: t('columns.firstName'), render: (row) => row.firstName },
    { id: 'lastName', header: t('columns.lastName'), render: (row) => row.lastName },
    { id: 'email', header: t('columns.email'), render: (row) => row.email },
    {
      id: 'startDate',
      header: t('columns.startDate'),
      // Kept left to right in Arabic, like every date.
      render: (row) => <Day value={row.startDate} />,
    },
    {
      id: 'totalNetLiquidity',
      header: t('columns.totalNetLiquidity'),
      numeric: true,
      render: (row) => <Money amount={row.totalNetLiquidity} />,
    },
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 3, position: 'relative', overflow: 'hidden' }}
        component="section"
        aria-labelledby="report-form"
      >
        {generate.isPending && (
          <LinearProgress aria-label={t('generating')} sx={{ position: 'absolute', insetInline: 0, top: 0 }} />
        )}
        <Typography id="report-form" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('formTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('hint')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <DateRangePicker
            value={{ start: range.startDate, end: range.endDate }}
            onChange={({ start, end }) => {
              listing.setFilters({ startDate: start, endDate: end });
              // A preview of other dates would mislead: generate again.
              generate.reset();
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<AssessmentIcon />}
              loading={generate.isPending}
              loadingPosition="start"
              onClick={() => generate.mutate(range)}
            >
              {t('generate')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              disabled={!report || rows.length === 0}
              loading={building !== null}
              loadingPosition="start"
              onClick={() => void download()}
            >
              {t('download')}
              <Box component="span" sx={{ textTransform: 'none', marginInlineStart: 0.75 }}>
                {FILE_NAME}
              </Box>
            </Button>
          </Stack>
        </Stack>
        {building !== null && (
          <LinearProgress
            variant={building < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(building * 100)}
            aria-label={t('preparing', { file: FILE_NAME })}
            sx={{ mt: 2 }}
          />
        )}
        {generate.isError && (
          <Alert severity={forbidden ? 'warning' : 'error'} sx={{ mt: 2 }}>
            {forbidden ?? `${t('failed')} ${errorText(generate.error, '')}`}
          </Alert>
        )}
        {report && (
          <Alert severity={rows.length ? 'success' : 'info'} sx={{ mt: 2 }} role="status">
            {rows.length
              ? t('summary', { count: rows.length, total: isolateLtr(formatUsd(total, i18n.language), i18n.language) })
              : t('noRows')}
          </Alert>
        )}
      </Paper>
      {report && (
        <DataTable
          label={t('preview')}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.no}
          count={rows.length}
          query={{
            isPending: false,
            isFetching: false,
            isError: false,
            error: null,
            refetch: () => generate.mutate(range),
          }}
          listing={{ ...listing, page }}
          emptyText={t('noRows')}
        />
      )}
    </>
  );
}
