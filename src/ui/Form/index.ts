export { Form, formValues, type FieldErrors, type FormProps, type FormValues } from './Form';
export { focusFirstInvalid } from './focusFirstInvalid';
export { useConfirmOnce, type ConfirmOnce, type ConfirmOnceOptions } from './useConfirmOnce';
export { SUBMIT_COOLDOWN_MS, useSubmitOnce, type SubmitOnceOptions } from './useSubmitOnce';
export { useFormValues, type FieldBinding } from './useFormValues';
