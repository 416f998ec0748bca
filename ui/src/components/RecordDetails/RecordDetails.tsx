import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PageHeading } from '@/components/PageHeading';
import { RetryAlert } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';

import { isMissing, type RecordId } from './record-id';

/** One labelled value of a record. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/** How many columns a field list has at each width (phone, tablet, desktop). */
export interface FieldColumns {
  xs?: number;
  sm?: number;
  lg?: number;
}

/**
 * A record's labelled values as a description list, each label above its
 * value, in columns that grow with the screen. An absent value reads as a dash.
 */
export function FieldList({
  fields,
  columns = { xs: 1, sm: 2, lg: 3 },
  dense = false,
}: {
  fields: readonly DetailField[];
  columns?: FieldColumns;
  /** Smaller type and gaps: the facts of a header card. */
  dense?: boolean;
}) {
  const grid = (count = 1) => `repeat(${count}, minmax(0, 1fr))`;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: dense ? 1.5 : 2,
        gridTemplateColumns: {
          xs: grid(columns.xs),
          sm: grid(columns.sm ?? columns.xs),
          lg: grid(columns.lg ?? columns.sm),
        },
      }}
    >
      {fields.map((field) => (
        <div key={field.label}>
          <Typography component="dt" variant={dense ? 'caption' : 'body2'} sx={{ color: 'text.secondary' }}>
            {field.label}
          </Typography>
          <Typography component="dd" variant={dense ? 'body2' : 'body1'} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value ?? '—'}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** A part of a record's screen: a card, a region named by its title. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A titled card of a record's fields, with optional actions under them. */
export function DetailsCard({
  title,
  fields,
  actions,
}: {
  title: string;
  fields: readonly DetailField[];
  actions?: ReactNode;
}) {
  return (
    <RecordSection title={title}>
      <FieldList fields={fields} />
      {actions && <Box sx={{ mt: 2 }}>{actions}</Box>}
    </RecordSection>
  );
}

/**
 * What a detail screen shows while its record loads (spec 2: a skeleton until
 * the page has loaded): the shape of a card, or with `tabs` the shape of a
 * header card over a tab row and its table.
 */
export function DetailsSkeleton({ tabs = false }: { tabs?: boolean }) {
  const { t } = useTranslation('details');
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')} data-testid="details-skeleton">
      <Card variant="outlined">
        <CardContent>
          <Skeleton variant="text" width="30%" height={32} />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {Array.from({ length: tabs ? 4 : 6 }, (_, index) => (
              <div key={index}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="70%" />
              </div>
            ))}
          </Box>
        </CardContent>
      </Card>
      {tabs && (
        <>
          <Skeleton variant="rectangular" height={48} />
          <Skeleton variant="rectangular" height={240} />
        </>
      )}
    </Stack>
  );
}

/** Where a not-found record leads back to. */
export interface RecordBack {
  to: string;
  label: string;
}

/** A record that does not exist, or whose id is missing or malformed: one look on every detail screen. */
export function RecordNotFound({ message, back }: { message: string; back?: RecordBack }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        back && (
          <Button component={RouterLink} to={back.to} color="inherit" size="small">
            {back.label}
          </Button>
        )
      }
    >
      <Typography component="h2" variant="body1">
        {message}
      </Typography>
    </Alert>
  );
}

/** A load that failed for another reason than a missing record: the server's message and a retry. */
export function RecordFailed({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation(['details', 'common']);
  return (
    <RetryAlert onRetry={retry} error={error}>
      {t('loadFailed', { error: errorText(error, t('common:errors.generic')) })}
    </RetryAlert>
  );
}

/** The not-found text of a record id: what was wrong with it, or which record is missing. */
export function useNotFoundText() {
  const { t } = useTranslation('details');
  return (id: RecordId, missing: (id: number) => string) => {
    if (id.ok) return missing(id.id);
    return id.raw ? t('notFound.malformed', { id: id.raw }) : t('notFound.missingId');
  };
}

export interface RecordStateProps<T> {
  id: RecordId;
  /** The record's query (`useQuery`'s result, or any object of its shape). */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  /** The text for a well-formed id the server does not know. */
  notFound: (id: number) => string;
  back?: RecordBack;
  /** The screen has a header card over tabs: its skeleton has their shape. */
  tabs?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A detail screen's record, in one of its states: not found for a missing
 * or malformed id (never sent) or the server's 404 or 400; the skeleton
 * while it loads; the server's failure with a retry; else the record.
 */
export function RecordState<T>({ id, query, notFound, back, tabs = false, children }: RecordStateProps<T>) {
  const notFoundText = useNotFoundText();
  if (!id.ok || isMissing(query.error)) return <RecordNotFound message={notFoundText(id, notFound)} back={back} />;
  if (query.error) return <RecordFailed error={query.error} retry={query.refetch} />;
  if (query.data === undefined) return <DetailsSkeleton tabs={tabs} />;
  return <>{children(query.data)}</>;
}

/** A detail screen: its heading (with page actions such as Back To Listing), then its record's state. */
export function RecordPage<T>({
  title,
  actions,
  ...state
}: RecordStateProps<T> & { title: string; actions?: ReactNode }) {
  return (
    <>
      <PageHeading title={title} actions={actions} />
      <RecordState {...state} />
    </>
  );
}
