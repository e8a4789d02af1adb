import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  Text,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx, FieldError, fieldStyles, Label, type FieldChromeProps } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'validate' | 'validationBehavior' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  /** Visible lines before the box grows by dragging. @default 3 */
  rows?: number;
  className?: string;
}

/**
 * Multi-line text. With `maxLength`, a live counter "12/500" sits under the box; it belongs to the
 * field's description, so a screen reader hears it on focus rather than on every keystroke.
 */
export function TextArea({ label, description, errorMessage, placeholder, rows = 3, className, ...props }: TextAreaProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => (props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const { maxLength } = props;
  const hasDescription = description != null && description !== '';

  return (
    <AriaTextField
      {...props}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        props.onChange?.(value);
      }}
      className={cx(fieldStyles.field, className)}
    >
      {label != null ? <Label>{label}</Label> : null}
      <AriaTextArea className={cx(fieldStyles.control, styles.textArea)} placeholder={placeholder} rows={rows} />
      {hasDescription || maxLength !== undefined ? (
        <Text slot="description" className={cx(fieldStyles.description, styles.footer)}>
          {hasDescription ? <span>{description}</span> : null}
          {maxLength !== undefined ? (
            <span className={styles.counter}>
              {`${length}/${maxLength}`}
              <VisuallyHidden> ký tự</VisuallyHidden>
            </span>
          ) : null}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
