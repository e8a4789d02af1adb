export { Form, formValues, type FieldErrors, type FormProps, type FormValues } from './Form';
export { focusFirstInvalid } from './focusFirstInvalid';
