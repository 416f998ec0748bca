import CloudOffIcon from '@mui/icons-material/CloudOff';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { WorldDocumentError } from './edits';
import { scenarioNames } from './scenarios';
import { resetOfflineData } from './store';
import { exportWorld, importWorld } from './world';

/** Offers the offline world as a file, as the mock server's `GET /__mock/world` does. */
async function downloadWorld() {
  const blob = new Blob([`${JSON.stringify(await exportWorld(), null, 2)}\n`], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'world-offline.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The offline console's mark (`make offline`): a small "Offline (MSW)" chip
 * in the corner; it opens a note on where the data comes from, Export world
 * and Import world (the mock server's world document, so a state found live
 * opens here and the reverse), and "Reset offline data", which forgets every
 * change kept in this browser. An import or a reset reloads the console.
 */
export function OfflineBadge() {
  const { t } = useTranslation('offline');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let document: unknown;
    try {
      document = JSON.parse(await chosen.text());
    } catch {
      setProblem(t('world.notJson'));
      return;
    }
    try {
      const { ignored } = await importWorld(document, scenarioNames);
      sessionStorage.setItem(
        'msw-offline:imported',
        ignored.length > 0 ? t('world.importedWithout', { names: ignored.join(', ') }) : t('world.imported'),
      );
      window.location.reload();
    } catch (error) {
      if (!(error instanceof WorldDocumentError)) throw error;
      setProblem(t('world.failed', { error: error.message }));
    }
  };
  // After an import (which reloads the console), the badge opens to say how it went.
  const chip = useRef<HTMLDivElement>(null);
  const [imported] = useState(() => {
    const note = sessionStorage.getItem('msw-offline:imported');
    sessionStorage.removeItem('msw-offline:imported');
    return note;
  });
  useEffect(() => {
    if (imported && chip.current) setAnchor(chip.current);
  }, [imported]);

  return (
    <>
      <Chip
        ref={chip}
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
          {imported && <Alert severity="success">{imported}</Alert>}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('world.heading')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadWorld}>
              {t('world.exportAction')}
            </Button>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => file.current?.click()}>
              {t('world.importAction')}
            </Button>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t('world.importAction')}
              onChange={(event) => void onFile(event)}
            />
          </Stack>
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
