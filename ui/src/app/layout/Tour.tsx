import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isTourDone, markTourDone, MODAL_CHECK_MS, modalDialogOpen, TOUR_DELAY_MS, tourSteps } from './tour';

/**
 * The guided tour (spec 1): the sidebar profile, then notifications, then
 * messages; it starts 1000 ms after load, can be skipped, and is not shown
 * again once finished or skipped. Non-modal: the console stays usable. It
 * never covers a modal dialog: one the user opened before the delay ran out
 * delays the start until it is closed, and one opened during the tour hides
 * the tour until it is closed.
 */
export function Tour({ delayMs = TOUR_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('shell');
  const [step, setStep] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [covered, setCovered] = useState(false);

  const go = (from: number) => {
    // A stop that is not on screen (the drawer closed on a narrow screen) is passed over.
    for (let next = from; next < tourSteps.length; next += 1) {
      const target = Array.from(document.querySelectorAll<HTMLElement>(`[data-tour="${tourSteps[next]}"]`)).find(
        (element) => element.getClientRects().length > 0,
      );
      if (target) {
        setAnchor(target);
        setStep(next);
        return;
      }
    }
    setStep(null);
  };

  useEffect(() => {
    if (isTourDone()) return;
    const start = () => {
      if (modalDialogOpen()) timer = setTimeout(start, MODAL_CHECK_MS);
      else go(0);
    };
    let timer = setTimeout(start, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const open = step !== null;
  // A modal dialog opened during the tour: the tour steps aside until it is closed.
  useEffect(() => {
    if (!open) return;
    const check = setInterval(() => setCovered(modalDialogOpen()), MODAL_CHECK_MS);
    return () => clearInterval(check);
  }, [open]);

  // Escape closes it as Skip does (deviation S14: not shown again), wherever the focus is.
  useEffect(() => {
    if (!open || covered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      markTourDone();
      setStep(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, covered]);

  if (step === null || covered) return null;
  const name = tourSteps[step] ?? 'profile';
  const last = step === tourSteps.length - 1;
  const end = () => {
    markTourDone();
    setStep(null);
  };

  return (
    <Popper open anchorEl={anchor} placement="bottom" sx={{ zIndex: 'tooltip', maxWidth: 320 }}>
      <Paper
        elevation={12}
        sx={{ p: 2, border: 1, borderColor: 'primary.main' }}
        role="dialog"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
      >
        <Typography id="tour-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`tour.${name}.title`)}
        </Typography>
        <Typography id="tour-text" variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
          {t(`tour.${name}.text`)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('tour.progress', { step: step + 1, total: tourSteps.length })}
          </Typography>
          <Stack direction="row" spacing={1}>
            {!last && (
              <Button size="small" onClick={end}>
                {t('tour.skip')}
              </Button>
            )}
            <Button size="small" variant="contained" onClick={() => (last ? end() : go(step + 1))}>
              {last ? t('tour.finish') : t('tour.next')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Popper>
  );
}
