import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Input, TextField as AriaTextField } from 'react-aria-components';
import { cx, EyeIcon, EyeOffIcon, FieldMessages, fieldStyles, Label } from '../Field';
import type { TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * 'current-password' on login, 'new-password' on register and change password, so the browser
   * offers the saved password or a generated one.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide button. A mouse or touch press on the button leaves focus and the
 * caret in the input; from the keyboard the button keeps focus so it can be pressed again.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selection = useRef<{ start: number | null; end: number | null } | null>(null);

  // Switching the input's type may move the caret to the start; put it back where the user left it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    selection.current = null;
    if (input && saved && document.activeElement === input && saved.start !== null && saved.end !== null) {
      input.setSelectionRange(saved.start, saved.end);
    }
  }, [visible]);

  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={cx(fieldStyles.field, className)}
    >
      {label != null ? <Label>{label}</Label> : null}
      <div className={cx(fieldStyles.control, fieldStyles.group)}>
        <Input
          ref={inputRef}
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          // A visible password must not be sent to a spell-check service or auto-capitalised.
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
        <Button
          className={fieldStyles.inlineButton}
          aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
          preventFocusOnPress
          isDisabled={props.isDisabled}
          onPress={() => {
            const input = inputRef.current;
            selection.current = input ? { start: input.selectionStart, end: input.selectionEnd } : null;
            setVisible((shown) => !shown);
          }}
        >
          {visible ? <EyeOffIcon className={fieldStyles.icon} /> : <EyeIcon className={fieldStyles.icon} />}
        </Button>
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
