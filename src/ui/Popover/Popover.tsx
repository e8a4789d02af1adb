import type { ReactNode } from 'react';
import { OverlayArrow, Popover as AriaPopover, composeRenderProps, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  children: ReactNode;
  /** Points at the trigger, for popovers that explain something rather than list choices. */
  showArrow?: boolean;
}

/**
 * The raised surface every floating panel shares (Menu uses it; DateRangePicker may). Placement,
 * flipping, Escape and outside clicks come from react-aria.
 */
export function Popover({ children, showArrow = false, offset, className, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 6)}
      className={composeRenderProps(className, (custom) =>
        [styles.popover, showArrow ? styles.withArrow : undefined, custom].filter(Boolean).join(' '),
      )}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </AriaPopover>
  );
}
