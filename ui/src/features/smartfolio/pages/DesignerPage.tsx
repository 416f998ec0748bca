import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '@/components/PageHeading';
import { RetryAlert } from '@/components/RetryAlert';
import { errorText } from '@/lib/api-client';

import { type Smartfolio, useSmartfolios } from '../api/get-smartfolios';
import { SmartfolioCard } from '../components/SmartfolioCard';
import { SmartfolioDialog } from '../components/SmartfolioDialog';

/** One column on a phone, two on a tablet, three from a laptop on, four on a wide screen. */
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * /app/smartfolio/designer: every smartfolio of the designer list as a card
 * with every field of spec 3; Edit opens the form (spec 9: aggressiveness 0-10).
 */
export function DesignerPage() {
  const { t } = useTranslation(['smartfolio', 'common']);
  const smartfolios = useSmartfolios();
  const [editing, setEditing] = useState<Smartfolio | null>(null);

  let body;
  if (smartfolios.isError) {
    body = (
      <RetryAlert onRetry={smartfolios.refetch} error={smartfolios.error}>
        {t('designer.failed')} {errorText(smartfolios.error, '')}
      </RetryAlert>
    );
  } else if (!smartfolios.data) {
    body = (
      <Box sx={grid} aria-busy="true" aria-label={t('designer.list')} role="region">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Card key={key} variant="outlined" data-testid="skeleton-card">
            <Skeleton variant="rectangular" height={120} />
            <CardContent>
              <Skeleton width="70%" height={32} />
              <Skeleton width="50%" />
              <Skeleton />
              <Skeleton />
              <Skeleton width="40%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  } else if (smartfolios.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('common:empty.records')}
      </Typography>
    );
  } else {
    body = (
      <Box component="section" aria-label={t('designer.list')} sx={grid}>
        {smartfolios.data.map((smartfolio) => (
          <SmartfolioCard key={smartfolio.smartfolioId} smartfolio={smartfolio} onEdit={() => setEditing(smartfolio)} />
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageHeading title={t('designer.title')} />
      {body}
      {editing && <SmartfolioDialog smartfolio={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
