export { FormAlert, type FormAlertProps, type FormAlertTone } from './FormAlert';
