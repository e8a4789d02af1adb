import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type SeparatorProps,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover';
import * as styles from './Menu.css';

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the list opens relative to its trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
}

/**
 * The list of a `MenuTrigger`. react-aria gives the keyboard: Enter, Space or ArrowDown on the trigger
 * opens it, arrows and typing move, Escape closes it and focus goes back to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu {...props} className={composeRenderProps(className, (custom) => [styles.menu, custom].filter(Boolean).join(' '))} />
    </Popover>
  );
}

export interface MenuItemProps<T> extends AriaMenuItemProps<T> {
  /** Decorative, before the label. */
  icon?: ReactNode;
}

/** An action (`onAction`) or a link (`href`, rendered as `<a>`). */
export function MenuItem<T extends object>({ icon, children, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      // Typeahead needs plain text; with an icon beside it the label is no longer a string child.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (custom) => [styles.item, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon === undefined ? null : (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

export function MenuSeparator(props: SeparatorProps) {
  return <Separator {...props} className={styles.separator} />;
}
