import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

import { hideToast, TOAST_HIDE_MS, useToast } from '@/lib/toast';

/** The toast: bottom centre, hidden after 3 s (spec 8, 9). */
export function Toaster() {
  const { toast, open } = useToast();
  return (
    <Snackbar
      key={toast?.id}
      open={open}
      autoHideDuration={TOAST_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') hideToast();
      }}
    >
      <Alert severity={toast?.severity ?? 'info'} variant="filled" onClose={hideToast}>
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
