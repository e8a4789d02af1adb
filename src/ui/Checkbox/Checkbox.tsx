import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { cx, FieldMessages, type FieldChromeProps } from '../Field';
import * as styles from './Checkbox.css';
import { CheckboxBox } from './CheckboxBox';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'validate' | 'validationBehavior'>,
    Pick<FieldChromeProps, 'description' | 'errorMessage'> {
  /** The label, beside the box. Leave it out only with an `aria-label` (a row checkbox in a table). */
  children?: ReactNode;
  className?: string;
}

/**
 * A checkbox with a box drawn in CSS (checked, indeterminate, invalid, disabled), over a real,
 * visually hidden <input type="checkbox">: Space toggles it and forms submit it.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  const hasLabel = children != null && children !== '';
  return (
    <CheckboxField {...props} className={cx(styles.field, className)}>
      <CheckboxButton className={cx(styles.button, !hasLabel && styles.iconOnly)}>
        {(state) => (
          <>
            {/* react-aria's render props carry every state the box draws, under the same names. */}
            <CheckboxBox {...state} />
            {hasLabel ? <span>{children}</span> : null}
          </>
        )}
      </CheckboxButton>
      {hasLabel ? (
        <div className={styles.messages}>
          <FieldMessages description={description} errorMessage={errorMessage} />
        </div>
      ) : (
        <FieldMessages description={description} errorMessage={errorMessage} />
      )}
    </CheckboxField>
  );
}
