import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretches to the width of its container, as on a phone form. */
  fullWidth?: boolean;
}

/**
 * `isPending` (from react-aria) keeps focus, announces progress and ignores presses, which is what
 * stops a money action from being sent twice by an impatient double click.
 */
export function Button({ variant = 'primary', size = 'md', fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.base, styles.size[size], styles.variant[variant], fullWidth ? styles.fullWidth : undefined, custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
