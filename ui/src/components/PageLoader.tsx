import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The loading bar and skeleton shown until a page has loaded (spec 2). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')}>
      <LinearProgress aria-label={t('loading')} sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip' }} />
      <Skeleton variant="text" width="30%" height={40} />
      <Skeleton variant="text" width="20%" />
      <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />
    </Box>
  );
}
