import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiProblem, errorText } from '@/lib/api-client';

/** One labelled value of a record. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/** A titled card of a record's fields, as a description list (two columns from tablet width). */
export function DetailsCard({ title, fields, actions }: { title: string; fields: DetailField[]; actions?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {fields.map((field) => (
            <div key={field.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value ?? '—'}
              </Typography>
            </div>
          ))}
        </Box>
        {actions && <Box sx={{ mt: 2 }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}

/** What a detail screen shows while its record loads: the shape of a card, busy. */
export function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" role="status" aria-busy="true" aria-label={t('loading')} data-testid="details-skeleton">
      <CardContent>
        <Skeleton variant="text" width="30%" height={32} />
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="70%" />
            </div>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * A detail screen's record: skeleton while it loads; for an unknown id (404)
 * or a malformed one (400) the not-found text; for any other failure the
 * server's message and a retry; else the record.
 */
export function RecordState<T>({
  query,
  invalid = false,
  notFound,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** A malformed id: not found, without asking the server. */
  invalid?: boolean;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const status = query.error instanceof ApiProblem ? query.error.status : 0;
  if (invalid || status === 404 || status === 400) {
    return (
      <Alert severity="warning" role="alert">
        {notFound}
      </Alert>
    );
  }
  if (query.isPending) return <DetailsSkeleton />;
  if (query.error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('loadFailed', { error: errorText(query.error, t('common:errors.generic')) })}
      </Alert>
    );
  }
  if (query.data === undefined) return null;
  return <>{children(query.data)}</>;
}
