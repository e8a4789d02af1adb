import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorRenderProps,
  type LabelProps,
} from 'react-aria-components';
import * as styles from './Field.css';
import { Icon } from '../Icon';

/** Joins class names, skipping the empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The words around a control that every field shares. */
export interface FieldChromeProps {
  /** The visible label above the control. Leave it out only when an `aria-label` names the field. */
  label?: ReactNode;
  /** A hint under the control, in muted text, read by screen readers with the field. */
  description?: ReactNode;
  /**
   * Shown under the control while the field is invalid. Usually leave it out: inside a `Form`, the
   * message comes from the form's errors by the field's `name`.
   */
  errorMessage?: ReactNode | ((validation: FieldErrorRenderProps) => ReactNode);
}

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={cx(styles.label, className)} />;
}

export function Description({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  );
}

/**
 * The error under a field, drawn only while react-aria considers the field invalid. An icon goes with
 * the red text so the state never rests on colour alone (WCAG 1.4.1).
 */
export function FieldError({ children }: { children?: FieldChromeProps['errorMessage'] }) {
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => {
        const message = typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        // A field marked invalid with no words (a row checkbox) shows only its red border.
        if (message == null || message === '') return null;
        return <ErrorWords>{message}</ErrorWords>;
      }}
    </AriaFieldError>
  );
}

/** What an error under a field shows inside its box (`styles.error`): the icon, then the words. */
export function ErrorWords({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="error" size="sm" className={styles.errorIcon} />
      <span>{children}</span>
    </>
  );
}

/** Description then error, the order every field uses under its control. */
export function FieldMessages({ description, errorMessage }: Pick<FieldChromeProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description != null && description !== '' ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
