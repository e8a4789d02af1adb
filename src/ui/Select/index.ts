export { Select, SelectItem, type SelectOption, type SelectProps } from './Select';
