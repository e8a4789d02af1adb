export { EmailField, PhoneField, TextField, type TextFieldProps } from './TextField';
