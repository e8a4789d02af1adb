import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'validate' | 'validationBehavior'>,
    FieldChromeProps {
  /** A hint inside the empty box. Never instead of a label: it disappears as soon as the user types. */
  placeholder?: string;
  className?: string;
}

/**
 * A one-line text input with its label above. `type`, `name`, `autoComplete`, `inputMode`, `maxLength`
 * go to the <input> untouched, so password managers, autofill and paste work (WCAG 3.3.8).
 */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(fieldStyles.field, className)}>
      {label != null ? <Label>{label}</Label> : null}
      <Input className={cx(fieldStyles.control, fieldStyles.input)} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** An e-mail box: the phone shows its e-mail keyboard, autofill offers the address, the browser checks it. */
export function EmailField({ label = 'Email', name = 'Email', ...props }: PresetFieldProps) {
  return <TextField {...props} label={label} name={name} type="email" inputMode="email" autoComplete="email" />;
}

/** A phone number box: the phone shows its number pad and autofill offers the customer's number. */
export function PhoneField({ label = 'Số điện thoại', name = 'Phone', ...props }: PresetFieldProps) {
  return <TextField {...props} label={label} name={name} type="tel" inputMode="tel" autoComplete="tel" />;
}
