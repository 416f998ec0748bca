import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action: the confirm button is red and the warning icon shows. */
  danger?: boolean;
  /** While the action runs: both buttons wait. */
  pending?: boolean;
  /** Why the action failed, shown in the dialog so it can be tried again. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A question before an action that cannot be undone (spec 4: 'You will not
 * be able to recover this role!'). Cancel has the focus, so Enter never
 * destroys anything by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel, danger, pending, error, onConfirm, onClose } = props;
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {danger && <WarningAmberIcon color="error" aria-hidden />}
          <span>{title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA alert dialog: focus starts on the least destructive action */}
        <Button onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending}
          color={danger ? 'error' : 'primary'}
          variant="contained"
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
