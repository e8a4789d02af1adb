export { AlertDialog, type AlertDialogProps, type AlertLink, type AlertTone } from './AlertDialog';
