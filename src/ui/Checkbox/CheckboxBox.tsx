import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxBoxProps {
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Told by react-aria's input; over a native input, focus is shown by CSS (ui/Table's `input`). */
  isFocusVisible?: boolean;
  isHovered?: boolean;
  isPressed?: boolean;
}

/**
 * The drawn box of every checkbox in the portal: a form's (`Checkbox`, over react-aria's input) and a
 * table row's (over a native input, for a tick that renders one row). One look, one set of states.
 */
export function CheckboxBox({ isSelected, isIndeterminate = false, isDisabled, isInvalid, isFocusVisible, isHovered, isPressed }: CheckboxBoxProps) {
  return (
    <span
      className={styles.box}
      aria-hidden="true"
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
    >
      {isIndeterminate || isSelected ? (
        // Inline: a heavier stroke than the shared icon's, which its class would otherwise win over.
        <Icon name={isIndeterminate ? 'minus' : 'check'} size="sm" style={{ strokeWidth: 3 }} />
      ) : null}
    </span>
  );
}
