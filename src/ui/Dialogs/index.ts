export { DialogsProvider, prefetchDialogHost, useDialogs, type DialogsProviderProps } from './Dialogs';
export {
  createDialogController,
  type AlertOptions,
  type ConfirmOptions,
  type DialogController,
  type DialogRequest,
  type Dialogs,
} from './dialogController';
