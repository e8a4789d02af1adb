import { useEffect, useRef } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { removeOrphanAnnouncementsNowAndLater } from './orphanAnnouncements';

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
  // react-aria announces the pending state by pointing at this button; once the button is gone, so must
  // that announcement be (orphanAnnouncements.ts). Only a button that has been pending can have made one.
  const wasPending = useRef(false);
  useEffect(() => {
    if (props.isPending) wasPending.current = true;
  }, [props.isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) removeOrphanAnnouncementsNowAndLater();
    },
    [],
  );
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
