import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { StatusPage } from '@/components/StatusPage';
import { ApiProblem } from '@/lib/api-client';

/** An id from the URL: a positive whole number, or why it is not one. */
export type ParsedId = { ok: true; id: number } | { ok: false; raw: string | null };

export function parseId(raw: string | null): ParsedId {
  if (raw && /^\d{1,15}$/.test(raw)) return { ok: true, id: Number(raw) };
  return { ok: false, raw };
}

/** True when a failed call means the record does not exist (404), or the id was refused (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiProblem && (error.status === 404 || error.status === 400);
}

/**
 * The not-found state of a detail screen, inside the shell: an unknown id
 * (the server's 404) or a malformed one (never sent), with a way back.
 */
export function DetailNotFound(props: { message: string; back: { to: string; label: string } }) {
  return (
    <StatusPage
      code="404"
      message={props.message}
      action={
        <Button component={RouterLink} to={props.back.to} variant="contained">
          {props.back.label}
        </Button>
      }
    />
  );
}

/** The message of a not-found state for a parsed or missing id. */
export function useNotFoundText() {
  const { t } = useTranslation('customerDetails');
  return (parsed: ParsedId, kind: 'user' | 'account') => {
    if (!parsed.ok) {
      return parsed.raw ? t('states.malformed', { id: parsed.raw }) : t('states.missingId');
    }
    return kind === 'user'
      ? t('states.notFoundUser', { id: parsed.id })
      : t('states.notFoundAccount', { id: parsed.id });
  };
}

/** A failed load that is not a 404: the server's message and a retry. */
export function DetailFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('customerDetails');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('states.retry')}
        </Button>
      }
    >
      {t('states.failed')} {error instanceof Error ? error.message : ''}
    </Alert>
  );
}

/** The header card and the tab row while the record loads (spec 2: a skeleton until the page has loaded). */
export function DetailSkeleton() {
  const { t } = useTranslation('customerDetails');
  return (
    <Stack spacing={2} role="status" aria-label={t('states.loading')} aria-busy>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.6rem' }} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="50%" />
      </Paper>
      <Skeleton variant="rectangular" height={48} />
      <Skeleton variant="rectangular" height={240} />
    </Stack>
  );
}
