import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export interface MessageDialogProps {
  open: boolean;
  message: string;
  /** The text of the button that closes it ('Ok' in spec 4). */
  okLabel: string;
  severity?: 'success' | 'error';
  onClose: () => void;
}

/**
 * An outcome the user acknowledges with one button, as spec 4's success
 * alerts with Ok ('Role created successfully').
 */
export function MessageDialog({ open, message, okLabel, severity = 'success', onClose }: MessageDialogProps) {
  const messageId = useId();
  const Icon = severity === 'success' ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={messageId} maxWidth="xs" fullWidth>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', pt: 1 }}>
          <Icon color={severity} sx={{ fontSize: 56 }} aria-hidden />
          <DialogContentText id={messageId} sx={{ color: 'text.primary', fontSize: '1.1rem' }}>
            {message}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA alert dialog: focus starts on its only action */}
        <Button onClick={onClose} variant="contained" autoFocus>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
