import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { resetOfflineData } from './store';

/**
 * The offline console's mark (`make offline`): a small "Offline (MSW)" chip
 * in the corner; it opens a note on where the data comes from and the
 * "Reset offline data" action, which forgets every change kept in this
 * browser and reloads.
 */
export function OfflineBadge() {
  const { t } = useTranslation('offline');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Chip
        icon={<CloudOffIcon />}
        label={t('badge')}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? id : undefined}
        sx={{
          position: 'fixed',
          bottom: 12,
          insetInlineStart: 12,
          zIndex: 'snackbar',
          boxShadow: 3,
          // Dark in either theme, so it reads as the environment's mark, not part of the page.
          bgcolor: 'grey.900',
          color: 'common.white',
          '&:hover': { bgcolor: 'grey.800' },
          '& .MuiChip-icon': { color: 'warning.light' },
        }}
      />
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('title'), sx: { p: 2, maxWidth: 340 } } }}
      >
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2">{t('explanation')}</Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              resetOfflineData();
              window.location.reload();
            }}
          >
            {t('reset')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
