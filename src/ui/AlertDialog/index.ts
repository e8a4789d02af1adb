export { AlertDialog, type AlertDialogProps, type AlertTone } from './AlertDialog';
