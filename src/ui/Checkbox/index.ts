export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxBox, type CheckboxBoxProps } from './CheckboxBox';
