import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';

export interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  /** The `handleSubmit(...)` of the dialog's form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  cancelLabel: string;
  /** While the request is in flight: Submit shows it, and the dialog stays open. */
  pending?: boolean;
  /** A refusal that no field explains (403, 404, 409, a network failure), above the fields. */
  problem?: ReactNode;
  /**
   * While the record the form edits loads: the name of the placeholder shown
   * instead of the fields. Submit waits for it.
   */
  loading?: string;
  /** The record could not be loaded: this (a retry) shows instead of the fields, and Submit stays off. */
  failure?: ReactNode;
  /** More actions at the start of the button row (Delete). */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog: its title names the form, the server's refusal shows
 * above the fields, Cancel and Submit close the row. Submit is enabled
 * whenever there are fields (the form kit's one behaviour: a submit with a
 * wrong field marks the fields and sends nothing); an edit form waits for its
 * record (`loading`, `failure`) in the same dialog.
 */
export function FormDialog(props: FormDialogProps) {
  const { open = true, title, onSubmit, onClose, submitLabel, cancelLabel, pending = false, problem } = props;
  const { loading, failure } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={props.fullScreen}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {failure ??
            (loading ? (
              <Stack spacing={2} sx={{ pt: 1 }} role="status" aria-busy="true" aria-label={loading}>
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} variant="rounded" height={48} />
                ))}
              </Stack>
            ) : (
              <Stack spacing={2} sx={{ pt: 1 }}>
                {props.children}
              </Stack>
            ))}
        </DialogContent>
        <DialogActions>
          {props.actions}
          <Button onClick={onClose} disabled={pending} sx={props.actions ? { ms: 'auto' } : undefined}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={Boolean(loading || failure)}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
