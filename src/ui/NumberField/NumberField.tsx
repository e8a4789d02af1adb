import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'validate' | 'validationBehavior'>,
    FieldChromeProps {
  placeholder?: string;
  /** Hides the −/+ buttons, e.g. for an amount of money nobody steps through. Arrow keys still work. */
  hideStepper?: boolean;
  className?: string;
  /** The box's text at every key, before it is committed (onChange comes on leaving or Enter). */
  onInputChange?: (text: string) => void;
}

/**
 * A number input formatted for vi-VN (1.234.567), with −/+ buttons and ArrowUp/ArrowDown. Money:
 * `formatOptions={{ style: 'currency', currency: 'VND' }}` shows "1.250.000 ₫". The value is a number
 * (NaN when empty); the form receives the plain number.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  className,
  onInputChange,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(fieldStyles.field, className)}>
      {label != null ? <Label>{label}</Label> : null}
      <Group className={cx(fieldStyles.control, fieldStyles.group)}>
        <Input
          className={cx(fieldStyles.groupInput, styles.input)}
          placeholder={placeholder}
          onChange={onInputChange ? (event) => onInputChange(event.currentTarget.value) : undefined}
          // react-aria has no Vietnamese strings; its English role description would be read otherwise.
          aria-roledescription="ô số"
        />
        {/* react-aria adds the field's label to these names: "Tăng Số lượng". */}
        {hideStepper ? null : (
          <>
            <Button slot="decrement" className={fieldStyles.inlineButton} aria-label="Giảm">
              <Icon name="minus" />
            </Button>
            <Button slot="increment" className={fieldStyles.inlineButton} aria-label="Tăng">
              <Icon name="plus" />
            </Button>
          </>
        )}
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
