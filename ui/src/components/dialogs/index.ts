export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { MessageDialog, type MessageDialogProps } from './MessageDialog';
