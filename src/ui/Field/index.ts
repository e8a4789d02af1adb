export { cx, Description, ErrorWords, FieldError, FieldMessages, Label, type FieldChromeProps } from './Field';
export * as fieldStyles from './Field.css';
export { CalendarIcon, EyeIcon, EyeOffIcon } from './icons';
