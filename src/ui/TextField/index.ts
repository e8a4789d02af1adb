export { EmailField, TextField, type TextFieldProps } from './TextField';
