import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import type { FromListing } from '@/components/AppLink';

/**
 * Back To Listing (spec 2): to the listing the record was opened from, with
 * its filters, sort and page, however many tabs and pages were visited in the
 * record since; to the plain listing when opened directly. The one way back
 * of every detail screen.
 */
export function BackToListing({ listing }: { listing: string }) {
  const { t } = useTranslation(['details', 'common', 'shell', 'tradingAccounts', 'bankAccounts']);
  const state = useLocation().state as FromListing | null;
  // Kept from the moment the record opened: its tabs change the URL without the listing's state.
  const [from] = useState(() => state?.from);
  const to = from?.startsWith(listing.split('?')[0] ?? listing) ? from : listing;
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="outlined"
      startIcon={
        <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
      }
    >
      {t('backToListing')}
    </Button>
  );
}
